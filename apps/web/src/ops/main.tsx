import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { OpsApp } from "./app/ops-app";
import { opsRoutes } from "./app/routes";
import { opsBase } from "./config/paths";
import { initOpsI18n, loadTexts } from "./lib/i18n";
import { keptLanguage } from "./lib/language";

const root = document.getElementById("root");
if (!root) throw new Error("ops.html has no #root element");

const language = keptLanguage();
loadTexts[language]()
  .then((texts) => initOpsI18n(language, { [language]: texts }))
  .then(
    () => {
      const router = createBrowserRouter(opsRoutes, { basename: opsBase });
      createRoot(root).render(
        <StrictMode>
          <OpsApp router={router} />
        </StrictMode>,
      );
    },
    (error: unknown) => {
      // Without its texts the console can say nothing in the chosen language: ops.html's own words say it failed.
      console.error(error);
      document.getElementById("boot-loading")?.setAttribute("hidden", "");
      document.getElementById("boot-failed")?.removeAttribute("hidden");
    },
  );
