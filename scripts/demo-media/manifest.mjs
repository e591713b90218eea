#!/usr/bin/env node
// Helper of scripts/generate-demo-media.sh: everything that is text, not media.
//
//   node manifest.mjs finalize <clipDir>   writes subtitles/ (if CLIP_CUES is set), master.m3u8 and clip.json
//                                          from the media playlists ffmpeg wrote into <clipDir>
//   node manifest.mjs index <mediaDir>     writes <mediaDir>/index.json from every <clipId>/clip.json
//   node manifest.mjs check <clipDir>      re-reads clip.json and checks it against the files on disk
//
// finalize reads the clip's description from the environment (set by the bash script):
//   CLIP_ID, CLIP_TITLE, CLIP_DESCRIPTION, CLIP_KIND (content|ad), CLIP_WIDTH, CLIP_HEIGHT, CLIP_FPS,
//   CLIP_SEGMENT_DURATION, CLIP_MUXED_AUDIO (1|0),
//   CLIP_AUDIO     "lang|Name|playlist.m3u8|default(1|0);..."   alternate audio renditions (optional)
//   CLIP_SUBTITLES "lang|Label|default(1|0);..."                 subtitle tracks (optional, needs CLIP_CUES)
//   CLIP_CUES      path of a TSV file: lang <TAB> start <TAB> end <TAB> text
//   CLIP_PROGRESSIVE  file name of a progressive MP4 rendition (optional, ads)
//   CLIP_LOOPS     how many times the playlists play the footage (default 1): every media playlist
//                  (and the whole-file subtitles) is rewritten with the footage's segments repeated,
//                  an #EXT-X-DISCONTINUITY before each repeat; clip.json lists the segments once
// Only Node's standard library and ffprobe/ffmpeg are used.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SCHEMA_VERSION = 1;
const AUDIO_GROUP = 'audio';
const SUBTITLE_GROUP = 'subs';

function fail(message) {
  console.error(`manifest.mjs: ${message}`);
  process.exit(1);
}

function env(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value === '') {
    if (fallback !== undefined) return fallback;
    fail(`missing environment variable ${name}`);
  }
  return value;
}

function run(cmd, args, encoding = 'utf8') {
  const result = spawnSync(cmd, args, { encoding, maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    fail(`${cmd} ${args.join(' ')} failed: ${result.stderr?.toString() ?? ''}`);
  }
  return result.stdout;
}

/** Round to microseconds so that 4.000000 stays 4 and sums do not drift. */
const round6 = (x) => Math.round(x * 1e6) / 1e6;

/** Parses a media playlist: the segments of its first loop (exact durations and sizes), and how many loops it plays. */
function readLoopedPlaylist(clipDir, playlist) {
  const path = join(clipDir, playlist);
  const text = readFileSync(path, 'utf8');
  const lines = text.split(/\r?\n/);
  if (lines[0] !== '#EXTM3U') fail(`${path}: not an M3U8 playlist`);
  if (!lines.includes('#EXT-X-ENDLIST')) fail(`${path}: no #EXT-X-ENDLIST`);
  if (!lines.includes('#EXT-X-PLAYLIST-TYPE:VOD')) fail(`${path}: not a VOD playlist`);
  const dir = playlist.includes('/') ? playlist.slice(0, playlist.lastIndexOf('/') + 1) : '';
  const loops = [[]];
  let pending = null;
  let start = 0;
  for (const line of lines) {
    if (line === '#EXT-X-DISCONTINUITY') {
      loops.push([]);
      start = 0;
    } else if (line.startsWith('#EXTINF:')) {
      pending = Number.parseFloat(line.slice('#EXTINF:'.length));
      if (!Number.isFinite(pending)) fail(`${path}: bad ${line}`);
    } else if (line && !line.startsWith('#')) {
      if (pending === null) fail(`${path}: URI ${line} without #EXTINF`);
      const uri = dir + line;
      const bytes = statSync(join(clipDir, uri)).size;
      loops.at(-1).push({ uri, start: round6(start), duration: round6(pending), bytes });
      start += pending;
      pending = null;
    }
  }
  const segments = loops[0];
  if (segments.length === 0) fail(`${path}: no segments`);
  if (loops.some((loop) => JSON.stringify(loop) !== JSON.stringify(segments))) fail(`${path}: its loops differ`);
  return { segments, loops: loops.length };
}

/** The segments of a playlist that plays its footage once (as ffmpeg writes it). */
function readMediaPlaylist(clipDir, playlist) {
  const { segments, loops } = readLoopedPlaylist(clipDir, playlist);
  if (loops !== 1) fail(`${join(clipDir, playlist)}: already looped`);
  return segments;
}

function bandwidthOf(segments) {
  let peak = 0;
  let bytes = 0;
  let seconds = 0;
  for (const s of segments) {
    peak = Math.max(peak, (s.bytes * 8) / s.duration);
    bytes += s.bytes;
    seconds += s.duration;
  }
  return { peak: Math.ceil(peak), average: Math.ceil((bytes * 8) / seconds) };
}

/** RFC 6381 codec string of the H.264 stream, read from its SPS (profile, constraint flags, level). */
function avcCodecString(file) {
  const es = run('ffmpeg', ['-v', 'error', '-i', file, '-map', '0:v:0', '-c', 'copy', '-frames:v', '1', '-f', 'h264', 'pipe:1'], 'buffer');
  for (let i = 0; i + 6 < es.length; i++) {
    if (es[i] === 0 && es[i + 1] === 0 && es[i + 2] === 1 && (es[i + 3] & 0x1f) === 7) {
      const hex = (b) => b.toString(16).padStart(2, '0');
      return `avc1.${hex(es[i + 4])}${hex(es[i + 5])}${hex(es[i + 6])}`;
    }
  }
  return fail(`${file}: no H.264 SPS found`);
}

function aacCodecString(file) {
  const profile = run('ffprobe', ['-v', 'error', '-select_streams', 'a:0', '-show_entries', 'stream=codec_name,profile', '-of', 'csv=p=0', file]).trim().split('\n')[0];
  if (profile === 'aac,LC') return 'mp4a.40.2';
  if (profile === 'aac,HE-AAC') return 'mp4a.40.5';
  return fail(`${file}: unexpected audio codec ${profile}`);
}

/** PTS (90 kHz) of the first video frame of a TS segment: the value for X-TIMESTAMP-MAP's MPEGTS. */
function firstVideoPts(file) {
  const out = run('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts', '-read_intervals', '%+#1', '-of', 'csv=p=0', file]);
  const pts = Number.parseInt(out.trim().split('\n')[0], 10);
  if (!Number.isFinite(pts)) fail(`${file}: no video PTS`);
  return pts;
}

function streamsOf(file) {
  const out = run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type', '-of', 'csv=p=0', file]);
  return [...new Set(out.trim().split('\n').filter(Boolean))];
}

function parseList(value, fields) {
  if (!value) return [];
  return value.split(';').filter(Boolean).map((item) => {
    const parts = item.split('|');
    if (parts.length !== fields.length) fail(`bad list item "${item}", expected ${fields.join('|')}`);
    return Object.fromEntries(fields.map((f, i) => [f, parts[i]]));
  });
}

function vttTime(seconds) {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

const escapeVtt = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function cueBlock(cue) {
  return `${cue.id}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${escapeVtt(cue.text)}\n`;
}

/** A VOD media playlist that plays `entries` `loops` times, with a discontinuity before each repeat. */
function mediaPlaylist(targetDuration, entries, loops) {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${targetDuration}`, '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD'];
  if (loops > 1) lines.push('#EXT-X-INDEPENDENT-SEGMENTS');
  for (let loop = 0; loop < loops; loop++) {
    if (loop > 0) lines.push('#EXT-X-DISCONTINUITY');
    for (const e of entries) lines.push(`#EXTINF:${e.duration.toFixed(6)},`, e.name);
  }
  lines.push('#EXT-X-ENDLIST', '');
  return lines.join('\n');
}

/** Rewrites a playlist ffmpeg wrote (footage once) to play it `loops` times. */
function loopPlaylist(clipDir, playlist, segments, targetDuration, loops) {
  const dir = playlist.includes('/') ? playlist.slice(0, playlist.lastIndexOf('/') + 1) : '';
  const entries = segments.map((s) => ({ name: s.uri.slice(dir.length), duration: s.duration }));
  writeFileSync(join(clipDir, playlist), mediaPlaylist(targetDuration, entries, loops));
}

/**
 * Writes subtitles/<lang>.vtt (whole clip) and a segmented copy subtitles/<lang>_NNN.vtt + <lang>.m3u8
 * aligned with the video segments. A cue that spans a segment boundary is repeated in both segments
 * (players drop the duplicate). Every segment carries X-TIMESTAMP-MAP so the cues line up with the TS PTS.
 */
function writeSubtitles(clipDir, tracks, cues, videoSegments, mpegts, targetDuration, loops, footage) {
  const subDir = join(clipDir, 'subtitles');
  mkdirSync(subDir, { recursive: true });
  const result = [];
  for (const track of tracks) {
    const own = cues.filter((c) => c.lang === track.language).sort((a, b) => a.start - b.start);
    if (own.length === 0) fail(`no cues for subtitle language ${track.language}`);
    own.forEach((c, i) => {
      c.id = String(i + 1);
    });
    const file = `subtitles/${track.language}.vtt`;
    // The whole-file copy covers the looped runtime: the footage's cues once per loop.
    const looped = [];
    for (let loop = 0; loop < loops; loop++) {
      for (const c of own) looped.push({ id: String(looped.length + 1), start: c.start + loop * footage, end: c.end + loop * footage, text: c.text });
    }
    writeFileSync(join(clipDir, file), `WEBVTT\n\n${looped.map(cueBlock).join('\n')}`);
    const entries = [];
    const segments = [];
    videoSegments.forEach((seg, i) => {
      const from = seg.start;
      const to = seg.start + seg.duration;
      const inside = own.filter((c) => c.start < to && c.end > from);
      const name = `${track.language}_${String(i).padStart(3, '0')}.vtt`;
      const body = inside.map(cueBlock).join('\n');
      writeFileSync(join(subDir, name), `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:${mpegts},LOCAL:00:00:00.000\n\n${body}`);
      entries.push({ name, duration: seg.duration });
      segments.push({ uri: `subtitles/${name}`, start: seg.start, duration: seg.duration, bytes: statSync(join(subDir, name)).size });
    });
    const playlist = `subtitles/${track.language}.m3u8`;
    writeFileSync(join(clipDir, playlist), mediaPlaylist(targetDuration, entries, loops));
    result.push({
      language: track.language,
      label: track.label,
      groupId: SUBTITLE_GROUP,
      default: track.default === '1',
      autoselect: true,
      forced: false,
      playlist,
      file,
      cues: own.map((c) => ({ start: c.start, end: c.end, text: c.text })),
      segments,
    });
  }
  return result;
}

const yesNo = (b) => (b ? 'YES' : 'NO');

function writeMaster(clipDir, manifest) {
  const v = manifest.variant;
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const a of manifest.audio) {
    lines.push(
      `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="${a.groupId}",LANGUAGE="${a.language}",NAME="${a.name}",` +
        `DEFAULT=${yesNo(a.default)},AUTOSELECT=YES,CHANNELS="${a.channels}",URI="${a.playlist}"`,
    );
  }
  for (const s of manifest.subtitles) {
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="${s.groupId}",LANGUAGE="${s.language}",NAME="${s.label}",` +
        `DEFAULT=${yesNo(s.default)},AUTOSELECT=YES,FORCED=NO,URI="${s.playlist}"`,
    );
  }
  let inf =
    `#EXT-X-STREAM-INF:BANDWIDTH=${v.bandwidth},AVERAGE-BANDWIDTH=${v.averageBandwidth},` +
    `RESOLUTION=${manifest.width}x${manifest.height},FRAME-RATE=${manifest.frameRate.toFixed(3)},CODECS="${v.codecs}"`;
  if (v.audioGroup) inf += `,AUDIO="${v.audioGroup}"`;
  if (v.subtitleGroup) inf += `,SUBTITLES="${v.subtitleGroup}"`;
  inf += ',CLOSED-CAPTIONS=NONE';
  lines.push(inf, v.playlist, '');
  writeFileSync(join(clipDir, manifest.master), lines.join('\n'));
}

function finalize(clipDir) {
  const id = env('CLIP_ID');
  const segmentDuration = Number(env('CLIP_SEGMENT_DURATION'));
  const mainPlaylist = 'main.m3u8';
  const segments = readMediaPlaylist(clipDir, mainPlaylist);
  const loops = Number(env('CLIP_LOOPS', '1'));
  if (!Number.isInteger(loops) || loops < 1) fail(`CLIP_LOOPS must be a whole number >= 1, not ${loops}`);
  const footageDuration = round6(segments.reduce((sum, s) => sum + s.duration, 0));
  const duration = round6(footageDuration * loops);
  const targetDuration = Math.ceil(Math.max(...segments.map((s) => s.duration)) - 1e-6);
  const firstSegment = join(clipDir, segments[0].uri);
  const muxedAudio = env('CLIP_MUXED_AUDIO') === '1';
  const streams = streamsOf(firstSegment);
  if (muxedAudio !== streams.includes('audio')) fail(`${firstSegment}: streams ${streams} do not match CLIP_MUXED_AUDIO`);
  const videoCodec = avcCodecString(firstSegment);
  const mpegts = firstVideoPts(firstSegment);

  const audio = parseList(process.env.CLIP_AUDIO, ['language', 'name', 'playlist', 'default']).map((a) => {
    const segs = readMediaPlaylist(clipDir, a.playlist);
    const abw = bandwidthOf(segs);
    return {
      language: a.language,
      name: a.name,
      groupId: AUDIO_GROUP,
      default: a.default === '1',
      autoselect: true,
      channels: 2,
      codec: aacCodecString(join(clipDir, segs[0].uri)),
      playlist: a.playlist,
      bandwidth: abw.peak,
      averageBandwidth: abw.average,
      segments: segs,
    };
  });
  if (muxedAudio && audio.length > 0) fail('a clip has either muxed audio or alternate audio renditions');
  const audioCodec = muxedAudio ? aacCodecString(firstSegment) : (audio[0]?.codec ?? null);

  let subtitles = [];
  const subtitleTracks = parseList(process.env.CLIP_SUBTITLES, ['language', 'label', 'default']);
  if (subtitleTracks.length > 0) {
    const cues = readFileSync(env('CLIP_CUES'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [lang, start, end, text] = line.split('\t');
        return { lang, start: Number(start), end: Number(end), text };
      });
    subtitles = writeSubtitles(clipDir, subtitleTracks, cues, segments, mpegts, targetDuration, loops, footageDuration);
  }

  const bw = bandwidthOf(segments);
  const audioPeak = Math.max(0, ...audio.map((a) => a.bandwidth));
  const audioAverage = Math.max(0, ...audio.map((a) => a.averageBandwidth));
  let progressive = null;
  const mp4 = process.env.CLIP_PROGRESSIVE;
  if (mp4) {
    const bytes = statSync(join(clipDir, mp4)).size;
    const mp4Duration = Number(run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', join(clipDir, mp4)]).trim());
    progressive = {
      uri: mp4,
      mimeType: 'video/mp4',
      codecs: `${avcCodecString(join(clipDir, mp4))},${aacCodecString(join(clipDir, mp4))}`,
      width: Number(env('CLIP_WIDTH')),
      height: Number(env('CLIP_HEIGHT')),
      duration: round6(mp4Duration),
      bytes,
      bitrateKbps: Math.round((bytes * 8) / mp4Duration / 1000),
    };
  }

  const manifest = {
    schemaVersion: SCHEMA_VERSION,
    id,
    title: env('CLIP_TITLE'),
    description: env('CLIP_DESCRIPTION'),
    kind: env('CLIP_KIND'),
    duration,
    footageDuration,
    loops,
    width: Number(env('CLIP_WIDTH')),
    height: Number(env('CLIP_HEIGHT')),
    frameRate: Number(env('CLIP_FPS')),
    segmentDuration,
    targetDuration,
    mpegtsStartPts: mpegts,
    master: 'master.m3u8',
    variant: {
      playlist: mainPlaylist,
      codecs: [videoCodec, audioCodec].filter(Boolean).join(','),
      videoCodec,
      audioCodec,
      muxedAudio,
      bandwidth: bw.peak + audioPeak,
      averageBandwidth: bw.average + audioAverage,
      audioGroup: audio.length > 0 ? AUDIO_GROUP : null,
      subtitleGroup: subtitles.length > 0 ? SUBTITLE_GROUP : null,
    },
    segments,
    audio,
    subtitles,
    progressive,
  };
  loopPlaylist(clipDir, mainPlaylist, segments, targetDuration, loops);
  for (const a of audio) loopPlaylist(clipDir, a.playlist, a.segments, targetDuration, loops);
  writeMaster(clipDir, manifest);
  writeFileSync(join(clipDir, 'clip.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

function index(mediaDir) {
  const clips = readdirSync(mediaDir)
    .filter((name) => existsSync(join(mediaDir, name, 'clip.json')))
    .sort()
    .map((name) => {
      const c = JSON.parse(readFileSync(join(mediaDir, name, 'clip.json'), 'utf8'));
      return {
        id: c.id,
        title: c.title,
        kind: c.kind,
        duration: c.duration,
        manifest: `${name}/clip.json`,
        master: `${name}/${c.master}`,
        audioLanguages: c.audio.map((a) => a.language),
        subtitleLanguages: c.subtitles.map((s) => s.language),
        progressive: c.progressive ? `${name}/${c.progressive.uri}` : null,
      };
    });
  writeFileSync(join(mediaDir, 'index.json'), `${JSON.stringify({ schemaVersion: SCHEMA_VERSION, clips }, null, 2)}\n`);
}

/** Cross-checks clip.json against the playlists and files; prints one line per problem, exits 1 if any. */
function check(clipDir) {
  const c = JSON.parse(readFileSync(join(clipDir, 'clip.json'), 'utf8'));
  const problems = [];
  const expectExact = (what, segs, last) => {
    segs.forEach((s, i) => {
      if (!existsSync(join(clipDir, s.uri))) problems.push(`${what}: missing ${s.uri}`);
      if (Math.abs(s.duration - c.segmentDuration) > 1e-6 && !(last && i === segs.length - 1)) {
        problems.push(`${what}: ${s.uri} lasts ${s.duration}s, not ${c.segmentDuration}s`);
      }
    });
    const total = round6(segs.reduce((sum, s) => sum + s.duration, 0));
    if (Math.abs(total - c.footageDuration) > 1e-6) problems.push(`${what}: total ${total}s != footage duration ${c.footageDuration}s`);
  };
  const same = (what, a, playlist) => {
    const { segments, loops } = readLoopedPlaylist(clipDir, playlist);
    if (JSON.stringify(a) !== JSON.stringify(segments)) problems.push(`${what}: clip.json does not match the playlist`);
    if (loops !== c.loops) problems.push(`${what}: the playlist plays ${loops} loops, not ${c.loops}`);
  };
  if (Math.abs(c.footageDuration * c.loops - c.duration) > 1e-6) problems.push(`duration ${c.duration}s != ${c.loops} x ${c.footageDuration}s`);
  expectExact('main', c.segments, false);
  same('main', c.segments, c.variant.playlist);
  for (const a of c.audio) {
    expectExact(`audio ${a.language}`, a.segments, false);
    same(`audio ${a.language}`, a.segments, a.playlist);
  }
  for (const s of c.subtitles) {
    expectExact(`subtitles ${s.language}`, s.segments, false);
    same(`subtitles ${s.language}`, s.segments, s.playlist);
    if (!existsSync(join(clipDir, s.file))) problems.push(`subtitles ${s.language}: missing ${s.file}`);
  }
  if (c.progressive && !existsSync(join(clipDir, c.progressive.uri))) problems.push(`missing ${c.progressive.uri}`);
  for (const p of problems) console.error(`${c.id}: ${p}`);
  if (problems.length > 0) process.exit(1);
  console.log(
    `${c.id}: ${c.loops} x ${c.segments.length} x ${c.segmentDuration}s = ${c.duration}s, ${c.variant.codecs}, ` +
      `${c.audio.length} alt audio, ${c.subtitles.length} subtitle tracks`,
  );
}

const [command, dir] = process.argv.slice(2);
if (!dir) fail('usage: manifest.mjs finalize|index|check <dir>');
if (command === 'finalize') finalize(dir);
else if (command === 'index') index(dir);
else if (command === 'check') check(dir);
else fail(`unknown command ${command}`);
