/**
 * Generates the PNG icons and the social-sharing image in public/ from public/favicon.svg and an
 * HTML card, by screenshotting them in Chromium (the one the browser tests use: CHROME_PATH or
 * /usr/bin/chromium), so no image tool is needed. The outputs are committed; run this again only
 * when the logo or the card changes:  npx tsx scripts/generate-icons.ts
 *
 * Writes: favicon.ico (32 px PNG inside an ICO container), apple-touch-icon.png (180),
 * icon-192.png, icon-512.png, icon-maskable-512.png (logo inside the maskable safe zone),
 * og-image.png (1200 x 630, Open Graph / Twitter summary_large_image).
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { site } from "../src/content/site";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "public");
const logo = fs.readFileSync(path.join(publicDir, "favicon.svg"), "utf8");

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage();

async function shoot(html: string, width: number, height: number, file: string): Promise<Buffer> {
  await page.setViewportSize({ width, height });
  await page.setContent(
    `<!doctype html><html><head><style>html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden}svg{display:block;width:100%;height:100%}</style></head><body>${html}</body></html>`,
  );
  const png = await page.screenshot({ omitBackground: true, type: "png" });
  if (file) fs.writeFileSync(path.join(publicDir, file), png);
  return png;
}

for (const [size, file] of [
  [180, "apple-touch-icon.png"],
  [192, "icon-192.png"],
  [512, "icon-512.png"],
] as const) {
  // Apple touch icons get no transparency: iOS fills it with black.
  const html =
    file === "apple-touch-icon.png"
      ? `<div style="background:#0f5c6e;width:100%;height:100%">${logo.replace('rx="8"', 'rx="0"')}</div>`
      : logo;
  await shoot(html, size, size, file);
}

await shoot(
  `<div style="background:#0f5c6e;width:100%;height:100%;display:flex;align-items:center;justify-content:center"><div style="width:70%;height:70%">${logo}</div></div>`,
  512,
  512,
  "icon-maskable-512.png",
);

// favicon.ico: an ICO directory with one 32 x 32 PNG entry (PNG payloads are valid since Vista).
const png32 = await shoot(logo, 32, 32, "");
const header = Buffer.alloc(6 + 16);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6); // width
header.writeUInt8(32, 7); // height
header.writeUInt8(0, 8); // no palette
header.writeUInt8(0, 9); // reserved
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(png32.length, 14); // size of the PNG
header.writeUInt32LE(22, 18); // offset of the PNG
fs.writeFileSync(path.join(publicDir, "favicon.ico"), Buffer.concat([header, png32]));

const card = `
<div style="box-sizing:border-box;width:1200px;height:630px;padding:72px 80px;font-family:'DejaVu Sans',Arial,sans-serif;background:linear-gradient(160deg,#0b2545 0%,#0f5c6e 100%);color:#fff;position:relative;overflow:hidden">
  <div style="position:absolute;right:-150px;top:-170px;width:400px;height:400px;border-radius:50%;background:#f2a541;opacity:.9"></div>
  <div style="position:absolute;right:-230px;top:-250px;width:560px;height:560px;border-radius:50%;background:#f2a541;opacity:.15"></div>
  <div style="display:flex;align-items:center;gap:22px">
    <div style="width:88px;height:88px">${logo}</div>
    <div style="font-size:30px;font-weight:700;letter-spacing:.5px">SUNSHINE STATE<br><span style="font-size:22px;font-weight:600;color:#f2a541">PROPERTY STAFFING</span></div>
  </div>
  <div style="margin-top:70px;font-size:60px;font-weight:800;line-height:1.12;max-width:820px">Skilled staff for Florida apartment communities</div>
  <div style="margin-top:28px;font-size:28px;color:#cfe0ea;max-width:900px">Maintenance · Grounds · Leasing · Management<br>Make-ready · Security</div>
  <div style="position:absolute;left:80px;bottom:56px;font-size:26px;color:#f2a541;font-weight:700">${site.phone.display} · Tampa Bay · Southwest Florida · Broward</div>
</div>`;
await shoot(card, 1200, 630, "og-image.png");

await browser.close();
console.log("Wrote icons and og-image.png to public/");
