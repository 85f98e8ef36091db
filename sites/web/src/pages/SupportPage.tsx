import { SupportForm } from "@pnyx/react";
import { StaticPage } from "./StaticPage";

export function SupportPage() {
  return (
    <StaticPage title="Help Center" subtitle="Questions, problems or ideas? Write to us and we will answer by email.">
      <SupportForm />
    </StaticPage>
  );
}
