import { Link } from "react-router";
import { StaticPage } from "./StaticPage";

/** The Privacy Policy of Pnyx. */
export function PolicyPage() {
  return (
    <StaticPage title="Privacy Policy" subtitle="Effective 24 October 2024">
      <p>
        This policy explains what information Pnyx collects when you use the site, why we collect it, who can see it and what you can do about it. We have tried
        to keep it short and in plain language.
      </p>

      <h2>Who we are</h2>
      <p>
        Pnyx is a community news-and-opinion site: you read the news, share your opinion on it, reply to others, vote, join communities and take part in live
        discussions. Our tagline is &ldquo;Engage Learn Grow&rdquo;. In this policy, &ldquo;Pnyx&rdquo;, &ldquo;we&rdquo; and &ldquo;us&rdquo; mean the team
        that runs the site, and &ldquo;you&rdquo; means anyone who visits or uses it.
      </p>

      <h2>What we collect</h2>
      <h3>Account information</h3>
      <ul>
        <li>Your username and email address.</li>
        <li>Your password, which we store only as a one-way hash. We never store or see your password in readable form.</li>
        <li>Your profile description and profile picture, if you add them.</li>
        <li>The news categories you choose to follow.</li>
      </ul>
      <h3>What you do on Pnyx</h3>
      <ul>
        <li>The opinions, replies and votes you post.</li>
        <li>The community posts you submit, the communities you join, and your chat messages and polls.</li>
        <li>The people you follow and the people who follow you.</li>
        <li>The points, levels and badges you earn.</li>
      </ul>
      <h3>Other information you give us</h3>
      <ul>
        <li>Your email address, if you subscribe to our newsletter.</li>
        <li>The messages you send us through the Help Center.</li>
      </ul>
      <h3>Technical information</h3>
      <ul>
        <li>
          Technical data such as your IP address, which we use to keep the service secure and to limit abuse (for example, too many sign-in attempts in a short
          time).
        </li>
        <li>
          Your browser&rsquo;s local storage, where the site keeps your signed-in session under the key <code>persist:a</code>.
        </li>
      </ul>

      <h2>How we use your information</h2>
      <ul>
        <li>To run the service: sign you in, show you news in the categories you chose and save your activity.</li>
        <li>To show your public profile and your contributions to other people.</li>
        <li>To let our administrators moderate the site, review community posts and act on reports.</li>
        <li>To send you the emails the service needs: account verification, password reset and notices of achievements such as a new badge or level.</li>
        <li>To send you our newsletter, but only if you have subscribed to it.</li>
        <li>To protect Pnyx and its members against spam, fraud and attacks.</li>
      </ul>

      <h2>What is public</h2>
      <p>
        Pnyx is a public forum. Anyone visiting the site can see your username, profile picture, profile description, your opinions and community posts, your
        level, and the number of your followers and the people you follow. Please think before you post: anything you share publicly may be read, quoted or
        copied by others.
      </p>
      <p>Your email address, password hash and IP address are never shown publicly.</p>

      <h2>Sharing your information</h2>
      <ul>
        <li>We do not sell your personal information, and we do not rent it to anyone.</li>
        <li>
          We use a few service providers to run Pnyx, such as a mail-delivery service to send our emails. They receive only what they need to do that job and
          may not use it for anything else.
        </li>
        <li>
          We may disclose information when the law requires it, for example in answer to a valid legal request from a court or public authority, or when needed
          to protect the safety of our members.
        </li>
      </ul>

      <h2>How long we keep it</h2>
      <ul>
        <li>When you delete your account, we remove the account itself, your votes and your community memberships.</li>
        <li>
          Opinions and posts you wrote stay on the site so that discussions still make sense, but they no longer show your name: the author appears as
          &ldquo;[deleted]&rdquo;.
        </li>
        <li>Accounts whose email address is never verified are removed after 7 days.</li>
        <li>Password-reset links expire after 1 hour, and email-verification links after 24 hours.</li>
      </ul>

      <h2>Your rights and choices</h2>
      <ul>
        <li>
          <strong>Access:</strong> you can see most of what we hold about you on your profile, and you can ask us for a copy of the rest.
        </li>
        <li>
          <strong>Correction:</strong> you can change your details at any time with Edit Profile.
        </li>
        <li>
          <strong>Deletion:</strong> you can delete your account with Delete Account in the profile menu.
        </li>
        <li>
          <strong>Newsletter:</strong> you can ask us to remove your address at any time through the <Link to="/support">Help Center</Link>.
        </li>
      </ul>
      <p>
        If you need help with any of these, write to us through the <Link to="/support">Help Center</Link>.
      </p>

      <h2>Cookies and local storage</h2>
      <p>
        Pnyx keeps your signed-in session in your browser&rsquo;s local storage (under the key <code>persist:a</code>) so that you stay signed in between
        visits. We use this only to make the site work, not to track you across other websites, and we do not use advertising cookies. Signing out clears the
        session; you can also clear it yourself in your browser settings.
      </p>

      <h2>Children</h2>
      <p>
        Pnyx is not meant for children under 13. If you are under 13, please do not use Pnyx without the consent of a parent or guardian. If we learn that a
        child under 13 has an account without that consent, we will delete it.
      </p>

      <h2>Security</h2>
      <p>
        We protect your information with reasonable measures: passwords are stored only as hashes, sign-in attempts are rate limited, and only administrators
        can reach moderation tools. No service can be perfectly secure, so please use a strong password that you do not use elsewhere.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        We may update this policy as Pnyx changes. When we do, we will change the effective date at the top of this page, and for important changes we will let
        you know on the site or by email. If you keep using Pnyx after a change, the updated policy applies.
      </p>

      <h2>Governing law</h2>
      <p>This policy is governed by the laws of India, and the courts of India have jurisdiction over any dispute about it.</p>

      <h2>Contact</h2>
      <p>
        Questions about this policy or your information are welcome. See the <Link to="/contact">Contact</Link> page for ways to reach us, or send a message
        through the <Link to="/support">Help Center</Link>.
      </p>
    </StaticPage>
  );
}
