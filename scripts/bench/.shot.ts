import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
page.on("console", (m) => console.log("console:", m.type(), m.text()));
page.on("pageerror", (e) => console.log("pageerror:", e.message));
await page.goto(process.argv[2] ?? "http://localhost:8788/", { waitUntil: "networkidle" });
await page.screenshot({ path: "/tmp/board.png", fullPage: true });
await browser.close();
