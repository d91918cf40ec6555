// `npm run dev`: the API with reload on :3000 and Vite's hot-reloading dev server on :5173.
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "dev", "-w", "apps/api"], { stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], { stdio: "inherit" }),
];

const stop = (code) => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
};
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
