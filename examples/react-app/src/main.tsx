import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "@pnyx/react/styles.css";
import { App } from "./App";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
