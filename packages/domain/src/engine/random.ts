/**
 * Random sources for number generation. The domain package runs in Node and in the browser, so the
 * cryptographic source is the Web Crypto API on `globalThis.crypto` (present in Node ≥ 19 and every browser);
 * tests and reproducible runs pass a seed and get a small, fast PRNG (sfc32) instead.
 */

/** A stream of uniformly distributed 32-bit unsigned integers. */
export interface RandomSource {
  nextUint32(): number;
}

interface WebCrypto {
  getRandomValues<T extends ArrayBufferView>(array: T): T;
}

const BUFFER_WORDS = 256;

/** Cryptographically secure source backed by `globalThis.crypto.getRandomValues`, buffered. */
export function cryptoRandom(): RandomSource {
  const webCrypto = (globalThis as { crypto?: WebCrypto }).crypto;
  if (!webCrypto || typeof webCrypto.getRandomValues !== 'function') {
    throw new Error('Web Crypto API (globalThis.crypto.getRandomValues) is not available');
  }
  const buffer = new Uint32Array(BUFFER_WORDS);
  let next = BUFFER_WORDS;
  return {
    nextUint32() {
      if (next === BUFFER_WORDS) {
        webCrypto.getRandomValues(buffer);
        next = 0;
      }
      return buffer[next++];
    },
  };
}

/** splitmix32 step: spreads a seed into well-mixed state words. */
function splitmix32(state: { s: number }): number {
  state.s = (state.s + 0x9e3779b9) | 0;
  let z = state.s;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** FNV-1a hash of a string seed to 32 bits. */
function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * Deterministic source (sfc32, Chris Doty-Humphrey's Small Fast Counting generator) for tests and offline
 * searches. Not cryptographic: never use it for systems sold to players unless a seed was explicitly requested.
 */
export function seededRandom(seed: number | string): RandomSource {
  const state = { s: typeof seed === 'string' ? hashSeed(seed) : seed >>> 0 };
  let a = splitmix32(state);
  let b = splitmix32(state);
  let c = splitmix32(state);
  let d = 1;
  const rng: RandomSource = {
    nextUint32() {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      c = (c + t) | 0;
      return t >>> 0;
    },
  };
  for (let i = 0; i < 12; i++) rng.nextUint32(); // discard the warm-up outputs
  return rng;
}

/** Uniform integer in [0, bound) for 1 ≤ bound ≤ 2^32, by rejection (no modulo bias). */
export function randomInt(rng: RandomSource, bound: number): number {
  if (!Number.isInteger(bound) || bound < 1 || bound > 0x100000000) throw new RangeError(`bad bound ${bound}`);
  if (bound === 1) return 0;
  const limit = 0x100000000 - (0x100000000 % bound); // largest multiple of bound ≤ 2^32
  for (;;) {
    const x = rng.nextUint32();
    if (x < limit) return x % bound;
  }
}

/** Uniform bigint in [0, bound) for any bound ≥ 1, by rejection on the bit length. */
export function randomBigInt(rng: RandomSource, bound: bigint): bigint {
  if (bound < 1n) throw new RangeError('bound must be ≥ 1');
  if (bound <= 0x100000000n) return BigInt(randomInt(rng, Number(bound)));
  const bits = (bound - 1n).toString(2).length;
  const words = Math.ceil(bits / 32);
  const topMask = bits % 32 === 0 ? 0xffffffff : (1 << (bits % 32)) - 1;
  for (;;) {
    let x = BigInt((rng.nextUint32() & topMask) >>> 0);
    for (let w = 1; w < words; w++) x = (x << 32n) | BigInt(rng.nextUint32());
    if (x < bound) return x;
  }
}

/** Uniform float in [0, 1) with 32 bits of resolution (enough for annealing acceptance tests). */
export function randomUnit(rng: RandomSource): number {
  return rng.nextUint32() / 0x100000000;
}

/** In-place Fisher–Yates shuffle. */
export function shuffle<T>(rng: RandomSource, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
  return items;
}
