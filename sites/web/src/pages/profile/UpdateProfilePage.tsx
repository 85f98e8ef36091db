import { ProfileEditor } from "@pnyx/react";
import { useNavigate } from "react-router";
import { AuthCard } from "../auth/AuthCard";

export function UpdateProfilePage() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Edit profile" intro="Tell the community who you are. Your username and email cannot change.">
      <ProfileEditor onSaved={() => void navigate("/profile")} />
    </AuthCard>
  );
}
