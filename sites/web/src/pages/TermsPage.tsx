import { Link } from "react-router";
import { StaticPage } from "./StaticPage";

/** The Terms and Conditions of Pnyx. */
export function TermsPage() {
  return (
    <StaticPage title="Terms and Conditions" subtitle="Last updated 24 October 2024">
      <p>
        Welcome to Pnyx, a place to read the news, share your opinion and debate it with others. These terms are the rules for using the site. Please read them:
        they are short, and they matter.
      </p>

      <h2>Acceptance of these terms</h2>
      <p>
        By creating an account or otherwise using Pnyx, you agree to these terms and to our <Link to="/policy">Privacy Policy</Link>. If you do not agree,
        please do not use Pnyx.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>An account is for one person. Do not share it, and do not create accounts for someone else.</li>
        <li>Keep your password safe and do not give it to anyone. You are responsible for what happens under your account.</li>
        <li>Use an email address that is yours and that you can reach: we use it to verify your account and to help you reset your password.</li>
        <li>Usernames are lower-case and cannot contain spaces.</li>
      </ul>

      <h2>Community rules</h2>
      <p>Pnyx works only if people can disagree and still talk to each other. When you use Pnyx:</p>
      <ul>
        <li>Debate respectfully: challenge ideas, not people.</li>
        <li>Do not harass, threaten or bully anyone.</li>
        <li>Do not post hate speech or content that attacks people for who they are.</li>
        <li>Do not post spam, advertising or repeated off-topic messages.</li>
        <li>Do not post illegal content, or content that infringes someone else&rsquo;s rights.</li>
        <li>Do not impersonate another person, a public figure or the Pnyx team.</li>
        <li>Do not manipulate votes, for example with several accounts, automated tools or arranged voting schemes.</li>
      </ul>

      <h2>Your content</h2>
      <ul>
        <li>You keep ownership of the opinions, replies, posts, messages and pictures you share on Pnyx.</li>
        <li>
          By posting, you give Pnyx a non-exclusive, royalty-free licence to store, display and distribute that content within the service, so that other people
          can read it and reply to it.
        </li>
        <li>Community posts are reviewed by administrators before they appear.</li>
        <li>Anyone can report an opinion. Our moderators review reports, and opinions that break these terms may be removed.</li>
        <li>You are responsible for what you post, and you must have the right to post it.</li>
      </ul>

      <h2>Points, levels and badges</h2>
      <p>
        You earn points, levels and badges by taking part in Pnyx. They are a way to recognise contributions and have no monetary value: they cannot be sold,
        exchanged or turned into money. We may adjust or remove them to correct mistakes or abuse, such as vote manipulation.
      </p>

      <h2>News content</h2>
      <p>
        The news articles shown on Pnyx come from third-party sources, and they remain the property of those sources. We do not write them and are not
        responsible for their accuracy. Opinions and replies on Pnyx are the views of the people who wrote them, not the views of Pnyx.
      </p>

      <h2>Live discussions and chat</h2>
      <p>
        Live discussion rooms and chat are moderated, and the community rules above apply there too. Messages you send are stored so that the conversation can
        be shown to other participants and reviewed by moderators if needed.
      </p>

      <h2>Suspension and termination</h2>
      <p>
        You can stop using Pnyx and delete your account at any time from the profile menu. We may suspend or close an account, or remove content, if it breaks
        these terms, puts other members at risk or exposes Pnyx to legal trouble. Where it is reasonable, we will tell you why.
      </p>

      <h2>Disclaimers</h2>
      <p>
        Pnyx is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. We work hard to keep it running and safe, but we cannot promise that it will always
        be available, free of errors or free of content you find objectionable. Nothing on Pnyx is professional, legal, financial or medical advice.
      </p>

      <h2>Limitation of liability</h2>
      <p>
        To the extent the law allows, Pnyx is not liable for indirect or consequential losses arising from your use of the site, for content posted by other
        members or third-party sources, or for loss of data. Nothing in these terms limits any liability that cannot be limited by law.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We may update these terms from time to time. When we do, we will change the date at the top of this page and, for important changes, let you know on the
        site or by email. If you keep using Pnyx after a change, the updated terms apply.
      </p>

      <h2>Governing law</h2>
      <p>These terms are governed by the laws of India, and the courts of India have jurisdiction over any dispute arising from them.</p>

      <h2>Contact</h2>
      <p>
        Questions about these terms? See the <Link to="/contact">Contact</Link> page.
      </p>
    </StaticPage>
  );
}
