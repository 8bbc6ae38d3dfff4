#!/usr/bin/env node
// Writes media/sample.webm (a 2-second VP8 clip of a moving square) by recording a canvas with the
// MediaRecorder of the local Chromium, since no video encoder ships with Node. Run it again only
// to change the clip: node examples/api-server/make-video.mjs [path-to-chromium]
/* global document, MediaRecorder, requestAnimationFrame, Blob, btoa -- the callback runs in the page */
import { writeFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';

const executablePath = process.argv[2] ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const browser = await puppeteer.launch({
  executablePath,
  headless: true,
  args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
});
try {
  const page = await browser.newPage();
  const base64 = await page.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 160, height: 90 });
    const ctx = canvas.getContext('2d');
    const stream = canvas.captureStream(24);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 200_000 });
    const chunks = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const done = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const started = performance.now();
    await new Promise((resolve) => {
      const frame = () => {
        const t = (performance.now() - started) / 2000;
        ctx.fillStyle = '#0d9373';
        ctx.fillRect(0, 0, 160, 90);
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(10 + t * 110, 30, 30, 30);
        ctx.font = '12px sans-serif';
        ctx.fillText('api-docs-elements', 8, 16);
        if (t < 1) requestAnimationFrame(frame);
        else resolve();
      };
      frame();
    });
    recorder.stop();
    await done;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  });
  const out = new URL('./media/sample.webm', import.meta.url);
  writeFileSync(out, Buffer.from(base64, 'base64'));
  console.log(`wrote ${out.pathname} (${Buffer.from(base64, 'base64').length} bytes)`);
} finally {
  await browser.close();
}
