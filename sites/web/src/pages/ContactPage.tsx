import { Link } from "react-router";
import { StaticPage } from "./StaticPage";

/** How to reach the Pnyx team. */
export function ContactPage() {
  return (
    <StaticPage title="Contact">
      <p>We are a small team, and we read every message. Whether you have a question, a problem or an idea for Pnyx, here is the best way to reach us.</p>

      <h2>Help with your account or the site</h2>
      <p>
        For help with signing in, your profile, communities or anything else on the site, please use the <Link to="/support">Help Center</Link> form. It lets us
        see what you need and answer you faster.
      </p>

      <h2>Email</h2>
      <p>
        You can also write to us at <a href="mailto:support@pnyx.example">support@pnyx.example</a>.
      </p>

      <h2>Press and partnerships</h2>
      <p>
        For press enquiries and partnership proposals, write to <a href="mailto:partners@pnyx.example">partners@pnyx.example</a>.
      </p>

      <h2>Reporting content</h2>
      <p>
        If you see an opinion that breaks our community rules, use &ldquo;Report&rdquo; on that opinion. Our moderators review every report and remove content
        that breaks the rules.
      </p>

      <h2>When to expect a reply</h2>
      <p>We usually reply within two working days.</p>
    </StaticPage>
  );
}
