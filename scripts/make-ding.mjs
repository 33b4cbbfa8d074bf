#!/usr/bin/env node
// Makes shell/public/sounds/ding.mp3, the notification sound (spec §4, §9): a short two-tone chime
// synthesised here and encoded with a pure-JavaScript MP3 encoder, so the portal ships no sound it
// did not make. The output is deterministic; run `node scripts/make-ding.mjs` after changing a number.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Mp3Encoder } from '@breezystack/lamejs';

const SAMPLE_RATE = 44_100;
const BIT_RATE_KBPS = 64;
const DURATION_S = 0.42;
/** MP3 encoders take whole frames of 1152 samples per channel. */
const FRAME_SAMPLES = 1152;

/**
 * Two bell-like notes a major third apart (E6 then C6, "ding-dong"), the second starting while the
 * first still rings. Each note has a quick attack, an exponential decay and two soft overtones.
 */
const NOTES = [
  { frequency: 1318.51, start: 0, gain: 0.55, decay: 9 },
  { frequency: 1046.5, start: 0.13, gain: 0.6, decay: 7 },
];
const OVERTONES = [
  { ratio: 1, gain: 1 },
  { ratio: 2, gain: 0.22 },
  { ratio: 3, gain: 0.08 },
];
const ATTACK_S = 0.006;
const FADE_OUT_S = 0.05;

function sampleAt(time) {
  let value = 0;
  for (const note of NOTES) {
    const t = time - note.start;
    if (t < 0) continue;
    const envelope = Math.min(1, t / ATTACK_S) * Math.exp(-note.decay * t);
    for (const overtone of OVERTONES)
      value += note.gain * overtone.gain * envelope * Math.sin(2 * Math.PI * note.frequency * overtone.ratio * t);
  }
  // End in silence, without a click.
  const fadeOut = Math.min(1, (DURATION_S - time) / FADE_OUT_S);
  return value * Math.max(0, fadeOut);
}

function synthesise() {
  const length = Math.ceil(DURATION_S * SAMPLE_RATE);
  const pcm = new Int16Array(Math.ceil(length / FRAME_SAMPLES) * FRAME_SAMPLES);
  for (let i = 0; i < length; i += 1) {
    const clamped = Math.max(-1, Math.min(1, sampleAt(i / SAMPLE_RATE)));
    pcm[i] = Math.round(clamped * 0x7fff * 0.8);
  }
  return pcm;
}

function encodeMp3(pcm) {
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, BIT_RATE_KBPS);
  const chunks = [];
  for (let offset = 0; offset < pcm.length; offset += FRAME_SAMPLES) {
    chunks.push(encoder.encodeBuffer(pcm.subarray(offset, offset + FRAME_SAMPLES)));
  }
  chunks.push(encoder.flush());
  return Buffer.concat(chunks.filter((chunk) => chunk.length > 0).map((chunk) => Buffer.from(chunk)));
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'shell', 'public', 'sounds', 'ding.mp3');
const mp3 = encodeMp3(synthesise());
// An MPEG audio frame starts with 11 set sync bits.
if (mp3.length < 2 || mp3[0] !== 0xff || (mp3[1] & 0xe0) !== 0xe0)
  throw new Error('The encoder did not produce an MPEG audio frame.');
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, mp3);
console.log(`Wrote ${target} (${mp3.length} bytes, ${DURATION_S} s)`);
