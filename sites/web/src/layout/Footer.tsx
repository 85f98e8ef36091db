import { HealthStatus, NewsletterForm } from "@pnyx/react";
import { Link } from "react-aria-components";
import * as styles from "./Footer.css";

const links = [
  { href: "/contact", label: "Contact" },
  { href: "/policy", label: "Privacy Policy" },
  { href: "/terms", label: "Terms of Use" },
  { href: "/support", label: "Help Center" },
  // Beyond the product's own links: the board of points (issue 12).
  { href: "/leaderboard", label: "Leaderboard" },
];

export function Footer({ newsletter = true }: { newsletter?: boolean }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>Pnyx</p>
          <p className={styles.tagline}>Engage Learn Grow</p>
          <p className={styles.text}>Read the news, weigh in with your opinion, and learn from the community.</p>
        </div>
        {newsletter ? <NewsletterForm className={styles.newsletter} /> : null}
        <nav aria-label="Footer" className={styles.links}>
          {links.map((link) => (
            <Link key={link.href} href={link.href} className={styles.link}>
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copy}>© {new Date().getFullYear()} Pnyx</p>
        <HealthStatus />
      </div>
    </footer>
  );
}
