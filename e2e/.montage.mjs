import { readFileSync } from "node:fs";
import { launchBrowser } from "./support/helpers.mjs";
const [,, out, ...files] = process.argv;
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 400 * files.length, height: 860 } });
const imgs = files.map((f) => `<img src="data:image/png;base64,${readFileSync(f).toString("base64")}" style="width:390px;margin:0 5px;border:1px solid #999">`).join("");
await page.setContent(`<body style="margin:0;display:flex;background:#888">${imgs}</body>`);
await page.screenshot({ path: out });
await browser.close();
