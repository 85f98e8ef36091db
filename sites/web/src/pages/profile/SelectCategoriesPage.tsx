import { CategoryPicker } from "@pnyx/react";
import { useNavigate } from "react-router";
import { AuthCard } from "../auth/AuthCard";

export function SelectCategoriesPage() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Choose your news" intro="Pick the categories you want in your Trending feed. You can change them any time.">
      <CategoryPicker onSaved={() => void navigate("/updateProfile")} />
    </AuthCard>
  );
}
