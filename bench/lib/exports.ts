/**
 * The export case of `npm run bench`: XLSX exports of the whole outlet list while a light list request
 * keeps coming. What it measures: how long one export takes, what it does to the requests beside it (their p99
 * against the same requests alone, in the same run) and how the process's memory grows with 10 exports at once.
 */
import { execFile } from 'node:child_process';
import { drive, type Figures } from './load';

/** Download `url` to the end in a process of its own (curl), so the client costs the server under test nothing. */
function download(url: string, headers: Record<string, string>): Promise<{ ms: number; bytes: number }> {
  const args = [
    '-sS',
    '-f',
    '-o',
    '/dev/null',
    '-w',
    '%{time_total} %{size_download}',
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ];
  return new Promise((resolve, reject) => {
    execFile('curl', args, (err, stdout) => {
      if (err) return reject(err);
      const [seconds, bytes] = stdout.trim().split(' ').map(Number);
      resolve({ ms: seconds * 1000, bytes });
    });
  });
}

/** Highest RSS (MB above the start) while `work` runs, sampled every 50 ms. */
async function peakRss<T>(work: Promise<T>): Promise<{ result: T; peakMb: number }> {
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  try {
    const result = await work;
    return { result, peakMb: (peak - base) / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

export interface ExportFigures {
  /** The probe alone and beside `n` exports. */
  alone: Figures;
  beside: Figures;
  exportMs: number[];
  bytes: number;
  peakMb: number;
}

/**
 * `n` exports of `exportUrl` started at once, the probe (`probeUrl`, 2 connections) driven for `seconds` beside them;
 * then the probe alone for as long.
 */
export async function exportBeside(
  exportUrl: string,
  probeUrl: string,
  headers: Record<string, string>,
  n: number,
  seconds: number,
): Promise<ExportFigures> {
  const exports = Promise.all(Array.from({ length: n }, () => download(exportUrl, headers)));
  const { result, peakMb } = await peakRss(
    (async () => {
      const beside = await drive(probeUrl, headers, { connections: 2, seconds });
      return { beside, done: await exports };
    })(),
  );
  const alone = await drive(probeUrl, headers, { connections: 2, seconds });
  return { alone, beside: result.beside, exportMs: result.done.map((d) => d.ms), bytes: result.done[0].bytes, peakMb };
}
