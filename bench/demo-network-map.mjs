// Draws the demo Saigon network (both member companies) to a PNG, to eyeball that lines follow
// corridors: the plan of apps/api/src/seed/demo-network.ts as SVG, screenshot in Chromium.
//   node bench/demo-network-map.mjs [--out /work/notes/shots/demo-network.png]
import { chromium } from 'playwright-core';
import { planDemoNetwork } from '../apps/api/src/seed/demo-network.ts';
import { arg } from './lib/common.mjs';

const out = String(arg('out', '/work/notes/shots/demo-network.png'));
const plans = ['phuongNam', 'quyetThang'].map((c) => ({ company: c, plan: planDemoNetwork(c) }));
const stops = plans.flatMap(({ plan }) => plan.stops);
const pad = 0.01;
const west = Math.min(...stops.map((s) => s.lng)) - pad;
const east = Math.max(...stops.map((s) => s.lng)) + pad;
const south = Math.min(...stops.map((s) => s.lat)) - pad;
const north = Math.max(...stops.map((s) => s.lat)) + pad;
const k = Math.cos((((north + south) / 2) * Math.PI) / 180);
const width = 1600;
const scale = width / ((east - west) * k);
const height = Math.round((north - south) * scale);
const x = (lng) => ((lng - west) * k * scale).toFixed(1);
const y = (lat) => ((north - lat) * scale).toFixed(1);

let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">`;
svg += `<rect width="100%" height="100%" fill="#f7f5ef"/>`;
for (const { company, plan } of plans) {
  for (const route of plan.routes) {
    const line = route.lines[0];
    const dash = company === 'quyetThang' ? ' stroke-dasharray="10 5"' : '';
    svg += `<polyline fill="none" stroke="${route.color}" stroke-width="4" stroke-opacity="0.8"${dash} points="${line.shape.map(([lng, lat]) => `${x(lng)},${y(lat)}`).join(' ')}"/>`;
    const [lng, lat] = line.shape[Math.floor(line.shape.length / 2)];
    svg += `<text x="${x(lng)}" y="${y(lat)}" font-size="18" font-weight="bold" fill="${route.color}" stroke="#fff" stroke-width="4" paint-order="stroke">${route.number}</text>`;
  }
  const byCode = new Map(plan.stops.map((s) => [s.code, s]));
  for (const s of plan.stops)
    svg += `<circle cx="${x(s.lng)}" cy="${y(s.lat)}" r="3" fill="#fff" stroke="#333" stroke-width="1.2"/>`;
  for (const route of plan.routes) {
    for (const end of [route.lines[0].stops[0], route.lines[0].stops.at(-1)]) {
      const s = byCode.get(end.code);
      svg += `<text x="${Number(x(s.lng)) + 6}" y="${Number(y(s.lat)) - 6}" font-size="12" fill="#222">${s.name}</text>`;
    }
  }
}
svg += `<text x="20" y="30" font-size="20" font-weight="bold">Mạng lưới mẫu: Xe buýt Phương Nam (nét liền), HTX Quyết Thắng (nét đứt), ${stops.length} điểm dừng</text></svg>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width, height } });
await page.setContent(`<body style="margin:0">${svg}</body>`);
await page.screenshot({ path: out });
await browser.close();
console.log(`${out}: ${width}x${height}`);
