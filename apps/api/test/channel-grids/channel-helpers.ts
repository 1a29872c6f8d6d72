// Helpers for the channel grids suites: today in Ushuaia and days from it, image uploads as multipart, and
// small pictures of each kind built byte by byte.
import { ushuaiaDate } from '../../src/lib/ushuaia-time.js';
import { screenshotPng } from '../support/image-files.js';
import { bearer, multipartBody } from '../support/message-helpers.js';
import type { TestApp } from '../support/test-app.js';

export const today = () => ushuaiaDate(new Date());

export function daysFromToday(days: number): string {
  const [year, month, day] = today().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export const pngLogo = (): Buffer => screenshotPng(16, 12);

/** A RIFF/WEBP container with a VP8L chunk: the shape the check reads. */
export function webpLogo(): Buffer {
  const data = Buffer.from([0x2f, 0x00, 0x00, 0x00, 0x00, 0x00]);
  const chunkHead = Buffer.concat([Buffer.from('VP8L'), Buffer.alloc(4)]);
  chunkHead.writeUInt32LE(data.length, 4);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + chunkHead.length + data.length);
  return Buffer.concat([Buffer.from('RIFF'), size, Buffer.from('WEBP'), chunkHead, data]);
}

export const svgLogo = (inner = '<circle cx="5" cy="5" r="4" fill="#0a7"/>'): Buffer =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`);

export function uploadImage(t: TestApp, url: string, token: string, filename: string, data: Buffer) {
  const { payload, headers } = multipartBody({}, [
    { name: 'file', filename, contentType: 'image/png', data },
  ]);
  return t.request({ method: 'PUT', url, headers: { ...headers, ...bearer(token) }, payload });
}
