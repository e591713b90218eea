#!/usr/bin/env bash
# Regenerates the demo media served by apps/server: apps/server/catalog/media/<clipId>/...
#
#   bash scripts/generate-demo-media.sh            # regenerate every clip, then verify
#   bash scripts/generate-demo-media.sh game-of-life test-pattern   # only these clips, then verify all
#   bash scripts/generate-demo-media.sh --check    # verify what is there, generate nothing
#
# Everything is synthesised by ffmpeg's built-in lavfi sources (testsrc2, mandelbrot, life, cellauto,
# gradients, smptehdbars, sine, anoisesrc, aevalsrc, drawtext with the DejaVu fonts) plus espeak-ng
# speech when it is installed (distinct tones otherwise). No network, no input files.
#
# Every clip: 426x240, 25 fps, H.264 Main@3.0 yuv420p (no B-frames), AAC-LC stereo 64 kb/s at 32 kHz,
# an IDR keyframe forced every 4 s, so every MPEG-TS segment lasts exactly 4.000 s: 100 video frames
# and 125 AAC frames (audio runs at 32 kHz because 4 s x 32000 / 1024 is a whole number) that start at
# the same PTS. The first 1024 samples (32 ms) of each synthesised sound are dropped so that the AAC
# encoder's priming frame lands at t=0 instead of before it: video and audio of every segment cover
# exactly [4k, 4k+4) s, segments can be looped or spliced (live channels, ads) without gaps or overlaps.
# Each frame shows the clip title, a running timecode, the frame number and the segment number.
# The outputs are committed; the server never runs this script. Layout and clip.json fields:
# apps/server/catalog/media/README.md.
#
# Needs: ffmpeg + ffprobe (Debian: apt-get install -y ffmpeg), the DejaVu fonts (fonts-dejavu-core,
# pulled in by ffmpeg), node >= 20 (for scripts/demo-media/manifest.mjs), optionally espeak-ng.
# Environment: DEMO_MEDIA_OUT (output folder), DEMO_MEDIA_THREADS (ffmpeg threads, 1 or 2; default 1).
#
# Idempotent: each clip is built in a temporary folder and then replaces its old folder whole; clip
# folders that the script no longer makes are removed; README.md is left alone. Re-running gives the
# same layout (and, with the same ffmpeg/x264/espeak-ng versions, the same bytes).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="${DEMO_MEDIA_OUT:-$ROOT/apps/server/catalog/media}"
HELPER="$ROOT/scripts/demo-media/manifest.mjs"
SPEECH_SCRIPT="$ROOT/scripts/demo-media/language-lab.tsv"
THREADS="${DEMO_MEDIA_THREADS:-1}"
FONT_DIR=/usr/share/fonts/truetype/dejavu
FONT_BOLD="$FONT_DIR/DejaVuSans-Bold.ttf"
FONT_MONO="$FONT_DIR/DejaVuSansMono.ttf"
MAX_TOTAL_BYTES=6000000 # the whole media folder must stay under 6 MB

# Encoding constants shared by every clip.
W=426 H=240 FPS=25 SEG=4 AUDIO_RATE=32000 AUDIO_BITRATE=64k
AAC_FRAME=$(awk "BEGIN { printf \"%.6f\", 1024 / $AUDIO_RATE }") # one AAC frame, in seconds

log() { printf '\033[1m==>\033[0m %s\n' "$*" >&2; }
die() { printf 'generate-demo-media: %s\n' "$*" >&2; exit 1; }

# --- preflight ---------------------------------------------------------------------------------
for tool in ffmpeg ffprobe; do
  command -v "$tool" >/dev/null 2>&1 ||
    die "$tool not found. Install it: sudo apt-get update && sudo apt-get install -y ffmpeg (Debian/Ubuntu), brew install ffmpeg (macOS)"
done
command -v node >/dev/null 2>&1 || die "node not found (Node >= 20 is needed for scripts/demo-media/manifest.mjs)"
for font in "$FONT_BOLD" "$FONT_MONO"; do
  [[ -f "$font" ]] || die "font $font missing. Install it: sudo apt-get install -y fonts-dejavu-core"
done
[[ "$(ffmpeg -hide_banner -filters 2>/dev/null)" == *" drawtext "* ]] ||
  die "this ffmpeg has no drawtext filter (built without libfreetype); use Debian's ffmpeg package"
[[ "$THREADS" =~ ^[12]$ ]] || die "DEMO_MEDIA_THREADS must be 1 or 2 (shared 2-core machines)"
if command -v espeak-ng >/dev/null 2>&1; then SPEECH=espeak-ng; else SPEECH=tones; fi

# Every clip made by this script: id|title|duration (s, a multiple of $SEG)|kind.
CLIPS=(
  "test-pattern|Test Pattern|32|content"
  "mandelbrot-zoom|Mandelbrot Zoom|32|content"
  "game-of-life|Game of Life|28|content"
  "cellular-automaton|Cellular Automaton: Rule 110|24|content"
  "gradient-drift|Gradient Drift|28|content"
  "colour-bars|Colour Bars|24|content"
  "language-lab|Language Lab|32|content"
  "ad-spot|Advertisement|8|ad"
)

STAGE="$(mktemp -d "${TMPDIR:-/tmp}/demo-media.XXXXXX")"
trap 'rm -rf "$STAGE"' EXIT

# Common ffmpeg flags: quiet, no stdin, deterministic output, limited threads.
FF=(ffmpeg -nostdin -hide_banner -loglevel error -y -filter_complex_threads "$THREADS" -filter_threads "$THREADS")
VIDEO_ENC=(-c:v libx264 -threads "$THREADS" -preset slow -profile:v main -level:v 3.0 -pix_fmt yuv420p
  -bf 0 -crf 30 -g $((SEG * FPS)) -keyint_min $((SEG * FPS)) -sc_threshold 0
  -force_key_frames "expr:gte(t,n_forced*$SEG)" -flags:v +bitexact)
AUDIO_ENC=(-c:a aac -b:a "$AUDIO_BITRATE" -ar "$AUDIO_RATE" -ac 2 -flags:a +bitexact)
HLS_OUT=(-fflags +bitexact -f hls -hls_time "$SEG" -hls_playlist_type vod -hls_segment_type mpegts
  -hls_flags independent_segments)

# video_cap <id>: x264 VBV options. Most clips are capped at 60 kb/s of video; the busiest sources get
# a little more. bufsize = one segment, so that each 4-s GOP (IDR included) averages out.
video_cap() {
  local rate=60
  case "$1" in test-pattern | mandelbrot-zoom | game-of-life) rate=80 ;; esac
  echo "-maxrate ${rate}k -bufsize $((rate * SEG))k"
}

# overlay <dir> <title> [extra drawtext line]: the filter chain that stamps title + running timecode
# (and the frame and 4-s segment numbers) on every frame, and marks that band as a region of interest
# for x264. Title text comes from files: no escaping trouble.
overlay() {
  local dir="$1" title="$2" extra="${3:-}"
  printf '%s' "$title" >"$dir/.title.txt"
  local chain="drawtext=fontfile=$FONT_BOLD:textfile=$dir/.title.txt:fontsize=20:fontcolor=white"
  chain+=":box=1:boxcolor=black@0.8:boxborderw=5:x=(w-tw)/2:y=8"
  chain+=",drawtext=fontfile=$FONT_MONO:text='%{pts\\:hms}  frame %{n}  seg %{eif\\:trunc(t/$SEG)\\:d}'"
  chain+=":fontsize=15:fontcolor=yellow:box=1:boxcolor=black:boxborderw=4:x=(w-tw)/2:y=40"
  if [[ -n "$extra" ]]; then
    printf '%s' "$extra" >"$dir/.extra.txt"
    chain+=",drawtext=fontfile=$FONT_BOLD:textfile=$dir/.extra.txt:fontsize=14:fontcolor=white"
    chain+=":box=1:boxcolor=black@0.5:boxborderw=4:x=(w-tw)/2:y=66"
  fi
  # Spend the bits on the text first: the timecode has to stay legible at 60-80 kb/s.
  local band=64
  [[ -n "$extra" ]] && band=90
  printf '%s,format=yuv420p,addroi=x=0:y=0:w=iw:h=%d:qoffset=-0.4' "$chain" "$band"
}

# visual <id> <duration>: the lavfi source chain (ends at ${W}x${H}, $FPS fps) of each clip.
visual() {
  local d="$2"
  case "$1" in
    test-pattern) echo "testsrc2=s=${W}x$((H - 64)):r=$FPS:d=$d,pad=$W:$H:0:64:black" ;;
    mandelbrot-zoom) echo "mandelbrot=s=${W}x${H}:r=$FPS:maxiter=2048:start_scale=2.5:end_scale=0.004:end_pts=$((d * FPS)),trim=duration=$d" ;;
    game-of-life) echo "life=s=71x30:r=$FPS/5:seed=1234:ratio=0.3:life_color=#7CFC00:death_color=#0B1020,fps=$FPS,scale=${W}x180:flags=neighbor,pad=$W:$H:0:60:#0B1020,trim=duration=$d" ;;
    cellular-automaton) echo "cellauto=s=71x40:r=$FPS/5:rule=110:seed=99:full=1,fps=$FPS,format=rgb24,lutrgb=r='val*0.25':g='val*0.85':b='val',scale=${W}x${H}:flags=neighbor,trim=duration=$d" ;;
    gradient-drift) echo "gradients=s=${W}x${H}:r=$FPS:n=4:c0=#FF6B6B:c1=#4ECDC4:c2=#1A535C:c3=#FFE66D:x0=0:y0=0:x1=$W:y1=$H:speed=0.015:seed=5:d=$d" ;;
    colour-bars) echo "smptehdbars=s=${W}x${H}:r=$FPS:d=$d" ;;
    language-lab) echo "gradients=s=${W}x${H}:r=$FPS:n=3:c0=#0B1E3F:c1=#3A1C71:c2=#0F4C5C:x0=0:y0=$H:x1=$W:y1=0:speed=0.008:seed=11:d=$d" ;;
    ad-spot) echo "gradients=s=${W}x${H}:r=$FPS:n=2:c0=#FF9F1C:c1=#E71D36:x0=0:y0=0:x1=$W:y1=$H:speed=0.05:seed=3:d=$d" ;;
    *) die "no visual for $1" ;;
  esac
}

# sound <id> <duration>: a lavfi chain producing the clip's stereo audio at $AUDIO_RATE.
sound() {
  local d="$2" r="$AUDIO_RATE"
  case "$1" in
    # 440 Hz left, 660 Hz right, beeping once a second: checks channel order and A/V sync.
    test-pattern) echo "sine=f=440:beep_factor=4:r=$r:d=$d[l];sine=f=660:beep_factor=4:r=$r:d=$d[rr];[l][rr]amerge=inputs=2,volume=0.4" ;;
    mandelbrot-zoom) echo "aevalsrc=exprs='0.10*sin(2*PI*110*t)*(1+0.5*sin(2*PI*0.25*t))+0.05*sin(2*PI*165*t)|0.10*sin(2*PI*110.5*t)+0.05*sin(2*PI*220*t)*(1+0.5*cos(2*PI*0.25*t))':s=$r:d=$d" ;;
    game-of-life) echo "anoisesrc=c=pink:a=0.05:seed=7:r=$r:d=$d,pan=stereo|c0=c0|c1=c0[n];sine=f=880:beep_factor=2:r=$r:d=$d,volume=0.5,pan=stereo|c0=c0|c1=c0[b];[n][b]amix=inputs=2:normalize=0" ;;
    cellular-automaton) echo "aevalsrc=exprs='0.12*sin(2*PI*330*t)*lt(mod(t,1),0.15)|0.12*sin(2*PI*495*t)*lt(mod(t+0.5,1),0.15)':s=$r:d=$d" ;;
    gradient-drift) echo "aevalsrc=exprs='0.08*sin(2*PI*261.63*t)+0.06*sin(2*PI*329.63*t)*(0.5+0.5*sin(2*PI*0.2*t))|0.08*sin(2*PI*196*t)+0.06*sin(2*PI*392*t)*(0.5+0.5*cos(2*PI*0.2*t))':s=$r:d=$d" ;;
    # EBU-style line-up tone: 1 kHz at -20 dBFS, left channel briefly interrupted every 3 s.
    colour-bars) echo "aevalsrc=exprs='0.1*sin(2*PI*1000*t)*gte(mod(t,3),0.25)|0.1*sin(2*PI*1000*t)':s=$r:d=$d" ;;
    # A jingle: a C-major arpeggio, a new note every quarter second.
    ad-spot) echo "aevalsrc=exprs='0.15*sin(2*PI*261.63*pow(2,(4*mod(floor(t*4),3)-1*eq(mod(floor(t*4),3),2))/12)*t)|0.15*sin(2*PI*523.25*pow(2,(4*mod(floor(t*4),3)-1*eq(mod(floor(t*4),3),2))/12)*t)':s=$r:d=$d" ;;
    *) die "no sound for $1" ;;
  esac
}

# Describes a clip to manifest.mjs (see the header of that file), then lets it write master + clip.json.
finalize() {
  local dir="$1"
  node "$HELPER" finalize "$dir"
  rm -f "$dir"/.title.txt "$dir"/.extra.txt
}

# build_muxed <id> <title> <duration> <description>: one rendition, video + audio in the same segments.
build_muxed() {
  local id="$1" title="$2" d="$3" description="$4" dir="$STAGE/$1"
  mkdir -p "$dir"
  local graph
  graph="$(visual "$id" "$d"),$(overlay "$dir" "$title")[v];$(sound "$id" "$d"),aformat=sample_rates=$AUDIO_RATE:channel_layouts=stereo,atrim=start=$AAC_FRAME:end=$d[a]"
  "${FF[@]}" -filter_complex "$graph" -map "[v]" -map "[a]" "${VIDEO_ENC[@]}" $(video_cap "$id") "${AUDIO_ENC[@]}" -t "$d" \
    "${HLS_OUT[@]}" -hls_segment_filename "$dir/main_%03d.ts" "$dir/main.m3u8"
  CLIP_ID="$id" CLIP_TITLE="$title" CLIP_DESCRIPTION="$description" CLIP_KIND=content \
    CLIP_WIDTH=$W CLIP_HEIGHT=$H CLIP_FPS=$FPS CLIP_SEGMENT_DURATION=$SEG CLIP_MUXED_AUDIO=1 finalize "$dir"
}

# build_ad <id> <title> <duration>: a progressive MP4 (for a VAST MediaFile) and the same bitstream as HLS.
build_ad() {
  local id="$1" title="$2" d="$3" dir="$STAGE/$1"
  mkdir -p "$dir"
  printf 'Demo Sponsor' >"$dir/.big.txt"
  local graph big
  big="drawtext=fontfile=$FONT_BOLD:textfile=$dir/.big.txt:fontsize=40:fontcolor=white:shadowcolor=black@0.6:shadowx=2:shadowy=2:x=(w-tw)/2:y=(h-th)/2+10"
  big+=",drawtext=fontfile=$FONT_BOLD:text='Your programme continues in %{eif\\:ceil($d-t)\\:d} s':fontsize=16:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=4:x=(w-tw)/2:y=h-th-16"
  graph="$(visual "$id" "$d"),$big,$(overlay "$dir" "$title")[v];$(sound "$id" "$d"),aformat=sample_rates=$AUDIO_RATE:channel_layouts=stereo,atrim=start=$AAC_FRAME:end=$d[a]"
  "${FF[@]}" -filter_complex "$graph" -map "[v]" -map "[a]" "${VIDEO_ENC[@]}" $(video_cap "$id") "${AUDIO_ENC[@]}" -t "$d" \
    -fflags +bitexact -movflags +faststart "$dir/$id.mp4"
  "${FF[@]}" -i "$dir/$id.mp4" -map 0 -c copy "${HLS_OUT[@]}" -hls_segment_filename "$dir/main_%03d.ts" "$dir/main.m3u8"
  rm -f "$dir/.big.txt"
  CLIP_ID="$id" CLIP_TITLE="$title" CLIP_KIND=ad CLIP_PROGRESSIVE="$id.mp4" \
    CLIP_DESCRIPTION="A ${d}-second advertisement for ad-insertion tests: progressive MP4 (VAST MediaFile) and HLS." \
    CLIP_WIDTH=$W CLIP_HEIGHT=$H CLIP_FPS=$FPS CLIP_SEGMENT_DURATION=$SEG CLIP_MUXED_AUDIO=1 finalize "$dir"
}

# say <lang> <text> <out.wav>: one spoken line (espeak-ng), or a distinct tone when it is not installed.
say() {
  local lang="$1" text="$2" out="$3"
  if [[ "$SPEECH" == espeak-ng ]]; then
    local voice
    case "$lang" in en) voice=en-us ;; *) voice="$lang" ;; esac
    espeak-ng -v "$voice" -s 160 -a 100 -w "$out" "$text"
  else
    local f
    case "$lang" in en) f=440 ;; de) f=660 ;; *) f=550 ;; esac
    "${FF[@]}" -f lavfi -i "sine=f=$f:r=22050:d=1.5" "$out"
  fi
}

duration_of() { ffprobe -v error -show_entries format=duration -of csv=p=0 "$1"; }

# build_language_lab <id> <title> <duration>: video-only rendition + two alternate audio renditions
# (en, de: speech placed at the start times of language-lab.tsv) + WebVTT subtitles (en, es) timed on
# the English speech. One ffmpeg run writes all three renditions, so their timestamps line up.
build_language_lab() {
  local id="$1" title="$2" d="$3" dir="$STAGE/$1" work="$STAGE/.speech"
  mkdir -p "$dir" "$work"
  local -a starts=() en=() de=() es=()
  while IFS=$'\t' read -r start l_en l_de l_es; do
    [[ -z "$start" || "$start" == \#* ]] && continue
    starts+=("$start") en+=("$l_en") de+=("$l_de") es+=("$l_es")
  done <"$SPEECH_SCRIPT"
  local n=${#starts[@]} i
  ((n > 0)) || die "$SPEECH_SCRIPT has no lines"

  # Speech lines, then one PCM track per language with every line delayed to its start time. Like the
  # other clips' sound, the track is one AAC frame shorter than the video and is fed to the encoder
  # $AAC_FRAME s late (-itsoffset): the priming frame fills [0, $AAC_FRAME) and the audio segments
  # line up exactly with the video segments. Lines are placed $AAC_FRAME s early to compensate.
  local lang
  for lang in en de; do
    local -a lines=() inputs=()
    if [[ "$lang" == en ]]; then lines=("${en[@]}"); else lines=("${de[@]}"); fi
    local graph="" labels="" ms
    for ((i = 0; i < n; i++)); do
      say "$lang" "${lines[$i]}" "$work/$lang-$i.wav"
      inputs+=(-i "$work/$lang-$i.wav")
      ms=$(awk "BEGIN { printf \"%d\", (${starts[$i]} - $AAC_FRAME) * 1000 }")
      graph+="[$i:a]aresample=$AUDIO_RATE,aformat=sample_rates=$AUDIO_RATE:channel_layouts=mono,adelay=$ms:all=1[l$i];"
      labels+="[l$i]"
    done
    graph+="${labels}amix=inputs=$n:duration=longest:normalize=0,pan=stereo|c0=0.8*c0|c1=0.8*c0,apad,atrim=end=$(awk "BEGIN { printf \"%.6f\", $d - $AAC_FRAME }")[a]"
    # Rendered to PCM first: sample-exact timestamps for the encoder.
    "${FF[@]}" "${inputs[@]}" -filter_complex "$graph" -map "[a]" -c:a pcm_s16le -fflags +bitexact "$work/$lang.wav"
  done
  : >"$work/cues.tsv"
  # Cues: English speech timing for both subtitle languages (the Spanish text translates the English).
  for ((i = 0; i < n; i++)); do
    local next=$d
    ((i + 1 < n)) && next=${starts[$((i + 1))]}
    local spoken end
    spoken=$(duration_of "$work/en-$i.wav")
    end=$(awk "BEGIN { e = ${starts[$i]} + $spoken + 0.2; m = $next - 0.1; if (e > m) e = m; printf \"%.3f\", e }")
    printf 'en\t%s\t%s\t%s\n' "${starts[$i]}" "$end" "${en[$i]}" >>"$work/cues.tsv"
    printf 'es\t%s\t%s\t%s\n' "${starts[$i]}" "$end" "${es[$i]}" >>"$work/cues.tsv"
  done

  local audio_label="EN / DE audio, EN / ES subtitles"
  [[ "$SPEECH" == tones ]] && audio_label="EN (440 Hz) / DE (660 Hz) audio, EN / ES subtitles"
  "${FF[@]}" -itsoffset "$AAC_FRAME" -i "$work/en.wav" -itsoffset "$AAC_FRAME" -i "$work/de.wav" -filter_complex "$(visual "$id" "$d"),$(overlay "$dir" "$title" "$audio_label")[v]" \
    -map "[v]" -map 0:a -map 1:a "${VIDEO_ENC[@]}" $(video_cap "$id") "${AUDIO_ENC[@]}" \
    "${HLS_OUT[@]}" -hls_segment_filename "$dir/%v_%03d.ts" -master_pl_name ffmpeg-master.m3u8 \
    -var_stream_map "v:0,agroup:audio,name:main a:0,agroup:audio,language:en,name:audio_en a:1,agroup:audio,language:de,name:audio_de" \
    "$dir/%v.m3u8"
  rm -f "$dir/ffmpeg-master.m3u8"
  CLIP_ID="$id" CLIP_TITLE="$title" CLIP_KIND=content \
    CLIP_DESCRIPTION="Two alternate audio languages (English, German; $SPEECH) and WebVTT subtitles (English, Spanish) timed on the English speech." \
    CLIP_WIDTH=$W CLIP_HEIGHT=$H CLIP_FPS=$FPS CLIP_SEGMENT_DURATION=$SEG CLIP_MUXED_AUDIO=0 \
    CLIP_AUDIO="en|English|audio_en.m3u8|1;de|Deutsch|audio_de.m3u8|0" \
    CLIP_SUBTITLES="en|English|0;es|Español|0" CLIP_CUES="$work/cues.tsv" finalize "$dir"
}

describe() {
  case "$1" in
    test-pattern) echo "testsrc2 pattern; 440 Hz left / 660 Hz right beeping once a second (channel and sync check)." ;;
    mandelbrot-zoom) echo "A zoom into the Mandelbrot set over a slow two-tone drone." ;;
    game-of-life) echo "Conway's Game of Life, five generations a second; pink noise and a beep every second." ;;
    cellular-automaton) echo "Elementary cellular automaton rule 110 scrolling down; alternating left/right ticks." ;;
    gradient-drift) echo "Four-colour rotating gradients over soft chords." ;;
    colour-bars) echo "SMPTE HD colour bars with 1 kHz line-up tone (left channel ident every 3 s)." ;;
    *) die "no description for $1" ;;
  esac
}

build_clip() {
  local id="$1" title="$2" d="$3" kind="$4"
  ((d % SEG == 0)) || die "$id: duration $d is not a multiple of $SEG"
  log "$id: $title (${d}s, $kind)"
  case "$id" in
    language-lab) build_language_lab "$id" "$title" "$d" ;;
    ad-spot) build_ad "$id" "$title" "$d" ;;
    *) build_muxed "$id" "$title" "$d" "$(describe "$id")" ;;
  esac
  # Replace the published folder whole.
  rm -rf "${OUT:?}/$id"
  mv "$STAGE/$id" "$OUT/$id"
}

# --- verification --------------------------------------------------------------------------------
# Every segment must be exactly $SEG s in the bitstream itself, not only in its playlist: 100 video
# frames starting on a keyframe, and 125 AAC frames in every segment that carries audio.
verify() {
  local failed=0 entry id
  log "verifying $OUT"
  for entry in "${CLIPS[@]}"; do
    IFS='|' read -r id _ _ _ <<<"$entry"
    local dir="$OUT/$id"
    [[ -f "$dir/clip.json" ]] || { echo "MISSING $id" >&2; failed=1; continue; }
    if ! ffprobe -v error -show_streams "$dir/master.m3u8" >/dev/null; then
      echo "FAIL $id: ffprobe master.m3u8" >&2; failed=1; continue
    fi
    node "$HELPER" check "$dir" || failed=1
    printf '    master.m3u8 streams: %s\n' "$(ffprobe -v error -show_entries stream=codec_type,codec_name,profile,width,height,sample_rate,channels:stream_tags=language \
      -of compact=p=0:nk=1 "$dir/master.m3u8" | sort -u | tr '\n' ' ')"
    local seg frames keyfirst packets
    for seg in "$dir"/main_*.ts; do
      frames=$(ffprobe -v error -select_streams v:0 -count_packets -show_entries stream=nb_read_packets -of csv=p=0 "$seg" | awk 'NF { print; exit }')
      keyfirst=$(ffprobe -v error -select_streams v:0 -read_intervals %+#1 -show_entries packet=flags -of csv=p=0 "$seg" | awk 'NF { print; exit }')
      if [[ "$frames" -ne $((SEG * FPS)) || "$keyfirst" != K* ]]; then
        echo "FAIL $id: $(basename "$seg") has $frames frames, first flags $keyfirst" >&2; failed=1
      fi
    done
    for seg in "$dir"/main_*.ts "$dir"/audio_*_*.ts; do
      [[ -e "$seg" ]] || continue
      [[ "$(ffprobe -v error -show_entries stream=codec_type -of csv=p=0 "$seg")" == *audio* ]] || continue
      packets=$(ffprobe -v error -select_streams a:0 -count_packets -show_entries stream=nb_read_packets -of csv=p=0 "$seg" | awk 'NF { print; exit }')
      if ((packets * 1024 != SEG * AUDIO_RATE)); then
        echo "FAIL $id: $(basename "$seg") has $packets AAC frames (expected $((SEG * AUDIO_RATE / 1024)))" >&2; failed=1
      fi
    done
    if [[ -f "$dir/$id.mp4" ]]; then
      ffprobe -v error -show_streams "$dir/$id.mp4" >/dev/null || { echo "FAIL $id: $id.mp4" >&2; failed=1; }
    fi
  done

  echo
  printf '%10s  %s\n' bytes file
  local total=0 size file
  while IFS= read -r file; do
    size=$(stat -c %s "$file")
    total=$((total + size))
    printf '%10d  %s\n' "$size" "${file#"$OUT"/}"
  done < <(find "$OUT" -type f | LC_ALL=C sort)
  echo
  printf '%10s  %s\n' bytes clip
  for entry in "${CLIPS[@]}"; do
    IFS='|' read -r id _ _ _ <<<"$entry"
    printf '%10d  %s/\n' "$(du -sb "$OUT/$id" | cut -f1)" "$id"
  done
  printf '%10d  TOTAL (limit %d)\n' "$total" "$MAX_TOTAL_BYTES"
  ((total < MAX_TOTAL_BYTES)) || { echo "FAIL: $OUT is over budget" >&2; failed=1; }
  ((failed == 0)) || die "verification failed"
  log "all clips verified"
}

# --- main ----------------------------------------------------------------------------------------
main() {
  if [[ "${1:-}" == --check ]]; then verify; return; fi
  local -a wanted=("$@") known=() entry id title d kind
  for entry in "${CLIPS[@]}"; do known+=("${entry%%|*}"); done
  for id in "${wanted[@]}"; do
    [[ " ${known[*]} " == *" $id "* ]] || die "unknown clip $id (known: ${known[*]})"
  done
  mkdir -p "$OUT"
  log "ffmpeg $(ffmpeg -version | head -n1 | cut -d' ' -f3), speech: $SPEECH, threads: $THREADS, output: $OUT"
  for entry in "${CLIPS[@]}"; do
    IFS='|' read -r id title d kind <<<"$entry"
    if ((${#wanted[@]} == 0)) || [[ " ${wanted[*]} " == *" $id "* ]]; then
      build_clip "$id" "$title" "$d" "$kind"
    fi
  done
  # Folders of clips this script no longer makes (they have a clip.json) go; README.md stays.
  local dir
  for dir in "$OUT"/*/; do
    id=$(basename "$dir")
    if [[ -f "$dir/clip.json" && " ${known[*]} " != *" $id "* ]]; then
      log "removing stale clip $id"
      rm -rf "${dir:?}"
    fi
  done
  node "$HELPER" index "$OUT"
  verify
}

main "$@"
