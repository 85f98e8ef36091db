import { createRoot } from "react-dom/client";
import { StrictMode } from "react";
import { lightTheme } from "@pnyx/react";
import "@pnyx/react/styles.css";
import "./styles/global.css";
import { App } from "./App";

// The page itself (body background, scrollbars) takes the theme too, not only the widgets' subtree.
document.documentElement.classList.add(lightTheme);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
