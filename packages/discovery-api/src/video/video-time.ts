/** Video Indexer writes times as 'H:MM:SS.fffffff' ('0:00:01.2'); these convert them to and from seconds. */

/** Seconds of 'H:MM:SS(.f)' (also 'MM:SS' or plain seconds); undefined when it is not such a time. */
export function secondsOfTime(time: string | null | undefined): number | undefined {
  if (typeof time !== 'string' || !/^\d+(:\d{1,2}){0,2}(\.\d+)?$/.test(time.trim())) return undefined;
  return time
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number.parseFloat(part), 0);
}

/** 'H:MM:SS.fff' of a number of seconds (rounded to the millisecond). */
export function timeOfSeconds(seconds: number): string {
  const millis = Math.max(0, Math.round(seconds * 1000));
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const rest = (millis % 60_000) / 1000;
  return `${hours}:${String(minutes).padStart(2, '0')}:${rest.toFixed(3).padStart(6, '0')}`;
}
