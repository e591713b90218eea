#!/usr/bin/env bash
# Regenerates the demo media served by apps/server: apps/server/catalog/media/<clipId>/...
#
#   bash scripts/generate-demo-media.sh            # regenerate every clip, then verify
#   bash scripts/generate-demo-media.sh game-of-life test-pattern   # only these clips, then verify all
#   bash scripts/generate-demo-media.sh --check    # verify what is there, generate nothing
#
# Everything is synthesised by ffmpeg's built-in lavfi sources (geq landscapes, gradients, mandelbrot,
# life, cellauto, graded, blurred and upscaled so that they read as footage; anoisesrc/aevalsrc
# soundscapes) plus espeak-ng speech when it is installed (distinct tones otherwise). No network, no
# input files, no text on the picture (titles come from the page).
#
# Every clip: 1280x720, 25 fps, H.264 Main@3.1 yuv420p (no B-frames), AAC-LC stereo 64 kb/s at 32 kHz,
# an IDR keyframe forced every 4 s, so every MPEG-TS segment lasts exactly 4.000 s: 100 video frames
# and 125 AAC frames (audio runs at 32 kHz because 4 s x 32000 / 1024 is a whole number) that start at
# the same PTS. The first 1024 samples (32 ms) of each synthesised sound are dropped so that the AAC
# encoder's priming frame lands at t=0 instead of before it: video and audio of every segment cover
# exactly [4k, 4k+4) s, segments can be looped or spliced (live channels, ads) without gaps or overlaps.
# A clip is a short piece of footage (16-32 s, fading through black at both ends) that its playlists
# play LOOPS times with an #EXT-X-DISCONTINUITY before each repeat: runtimes of films, episodes and
# concerts for a few hundred kilobytes. clip.json lists the footage's segments once (live channels
# loop those themselves) and gives the looped duration.
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
MAX_TOTAL_BYTES=11000000 # the whole media folder must stay under 11 MB (art and media together under 12 MB)

# Encoding constants shared by every clip.
W=1280 H=720 FPS=25 SEG=4 AUDIO_RATE=32000 AUDIO_BITRATE=64k
AAC_FRAME=$(awk "BEGIN { printf \"%.6f\", 1024 / $AUDIO_RATE }") # one AAC frame, in seconds

log() { printf '\033[1m==>\033[0m %s\n' "$*" >&2; }
die() { printf 'generate-demo-media: %s\n' "$*" >&2; exit 1; }

# --- preflight ---------------------------------------------------------------------------------
for tool in ffmpeg ffprobe; do
  command -v "$tool" >/dev/null 2>&1 ||
    die "$tool not found. Install it: sudo apt-get update && sudo apt-get install -y ffmpeg (Debian/Ubuntu), brew install ffmpeg (macOS)"
done
command -v node >/dev/null 2>&1 || die "node not found (Node >= 20 is needed for scripts/demo-media/manifest.mjs)"
for font in "$FONT_BOLD"; do
  [[ -f "$font" ]] || die "font $font missing. Install it: sudo apt-get install -y fonts-dejavu-core"
done
[[ "$(ffmpeg -hide_banner -filters 2>/dev/null)" == *" drawtext "* ]] ||
  die "this ffmpeg has no drawtext filter (built without libfreetype); use Debian's ffmpeg package"
[[ "$THREADS" =~ ^[12]$ ]] || die "DEMO_MEDIA_THREADS must be 1 or 2 (shared 2-core machines)"
if command -v espeak-ng >/dev/null 2>&1; then SPEECH=espeak-ng; else SPEECH=tones; fi

# Every clip made by this script: id|title|footage duration (s, a multiple of $SEG)|loops|kind.
# Runtimes (footage x loops): films 87-112 min, episodes 28 and 44 min, concerts 106 min, trailers
# 2 min, readings 12 min.
CLIPS=(
  "harbour-dusk|Harbour at Dusk|20|294|content"
  "northern-lights|Northern Lights|20|336|content"
  "deep-field|Deep Field|20|261|content"
  "tide-pools|Tide Pools|16|105|content"
  "night-rain|Night Rain|16|165|content"
  "candlelight|Candlelight|20|318|content"
  "first-light|First Light|20|6|content"
  "lantern-glow|Lantern Glow|16|45|content"
  "language-lab|Language Lab|32|180|content"
  "ad-spot|Advertisement|8|1|ad"
)

STAGE="$(mktemp -d "${TMPDIR:-/tmp}/demo-media.XXXXXX")"
trap 'rm -rf "$STAGE"' EXIT

# Common ffmpeg flags: quiet, no stdin, deterministic output, limited threads.
FF=(ffmpeg -nostdin -hide_banner -loglevel error -y -filter_complex_threads "$THREADS" -filter_threads "$THREADS")
VIDEO_ENC=(-c:v libx264 -threads "$THREADS" -preset slow -profile:v main -level:v 3.1 -pix_fmt yuv420p
  -bf 0 -crf 27 -g $((SEG * FPS)) -keyint_min $((SEG * FPS)) -sc_threshold 0
  -force_key_frames "expr:gte(t,n_forced*$SEG)" -flags:v +bitexact)
AUDIO_ENC=(-c:a aac -b:a "$AUDIO_BITRATE" -ar "$AUDIO_RATE" -ac 2 -flags:a +bitexact)
HLS_OUT=(-fflags +bitexact -f hls -hls_time "$SEG" -hls_playlist_type vod -hls_segment_type mpegts
  -hls_flags independent_segments)

# video_cap <id>: x264 VBV options. Soft footage needs little; the detailed sources (fractal, automata)
# get more. bufsize = one segment, so that each 4-s GOP (IDR included) averages out.
video_cap() {
  local rate=260
  case "$1" in deep-field | tide-pools | night-rain) rate=340 ;; esac
  echo "-maxrate ${rate}k -bufsize $((rate * SEG))k"
}

# fades <duration>: the footage fades in from and out to black, so each loop reads as a cut.
fades() { printf 'fade=t=in:d=0.6,fade=t=out:st=%s:d=0.6,format=yuv420p' "$(awk "BEGIN { print $1 - 0.6 }")"; }
afades() { printf 'afade=t=in:d=0.6,afade=t=out:st=%s:d=0.6' "$(awk "BEGIN { print $1 - 0.6 - $AAC_FRAME }")"; }

# still <id> <out.png>: the painted backdrop of a clip that pans over a still (geq, one frame).
still() {
  local hill1='560+22*sin(X/140)+9*sin(X/37+2)' hill2='470+40*sin(X/230+1)+12*sin(X/61)' hill3='430+28*sin(X/330+4)'
  case "$1" in
    harbour-dusk)
      "${FF[@]}" -f lavfi -i "color=c=black:s=1800x760:d=0.04,format=rgb24,geq=\
r='if(gt(Y,$hill1),14+6*sin(X/50),if(gt(Y,$hill2),38,if(gt(Y,$hill3),70,255*pow(Y/560,1.6)*0.95+20)))':\
g='if(gt(Y,$hill1),16,if(gt(Y,$hill2),34,if(gt(Y,$hill3),58,150*pow(Y/560,2.2)+30)))':\
b='if(gt(Y,$hill1),26,if(gt(Y,$hill2),56,if(gt(Y,$hill3),88,120-60*pow(Y/560,2))))'" -frames:v 1 "$2" ;;
    *) die "no still for $1" ;;
  esac
}

# visual <id> <duration> <stage dir>: the lavfi filter graph (ends at ${W}x${H}, $FPS fps) of each clip.
# Sources are rendered small and scaled up soft (cheap to render and to encode, and they read as footage).
visual() {
  local d="$2" work="$3" up="scale=${W}:${H}:flags=bicubic"
  case "$1" in
    # Hills at dusk, panning slowly.
    harbour-dusk) echo "movie=$work/still.png,loop=loop=-1:size=1,fps=$FPS,crop=w=$W:h=$H:x='n*0.9':y=20,vignette=PI/5,trim=duration=$d" ;;
    northern-lights) echo "gradients=s=640x360:r=$FPS:n=4:c0=#04141f:c1=#2fd39a:c2=#8e44c9:c3=#0a2a3a:x0=0:y0=0:x1=640:y1=220:speed=0.012:seed=21:d=$d,$up,gblur=sigma=12,vignette=PI/4" ;;
    deep-field) echo "mandelbrot=s=640x360:r=$FPS:maxiter=300:start_scale=2.2:end_scale=0.9:end_pts=$((d * FPS)),hue=h=190:s=0.45,eq=gamma=0.8:contrast=1.1,$up,gblur=sigma=1.2,vignette=PI/4" ;;
    tide-pools) echo "life=s=128x72:r=6:seed=42:ratio=0.3:mold=4:life_color=#c8f7e8:death_color=#031b2b:mold_color=#146c94,fps=$FPS,$up,gblur=sigma=10,eq=saturation=1.2,vignette=PI/4,trim=duration=$d" ;;
    # Rain running down a window in front of city lights.
    night-rain) echo "cellauto=s=320x180:r=$FPS:rule=18:seed=7:full=1:random_fill_ratio=0.1:scroll=1,format=rgb24,lutrgb=r='val*0.55':g='val*0.7':b='val',$up,gblur=sigma=2:sigmaV=14[rain];gradients=s=640x360:r=$FPS:n=3:c0=#0b1026:c1=#3b2a5c:c2=#c77d2b:speed=0.008:seed=4:d=$d,$up,gblur=sigma=20[city];[city][rain]blend=all_mode=screen:all_opacity=0.5,vignette=PI/4,trim=duration=$d" ;;
    candlelight) echo "gradients=s=640x360:r=$FPS:n=3:type=radial:c0=#2a0f02:c1=#b5561a:c2=#f2b45a:x0=320:y0=260:x1=640:y1=0:speed=0.01:seed=9:d=$d,$up,gblur=sigma=10,eq=brightness='0.03*sin(7*t)*sin(3.1*t)':eval=frame,vignette=PI/3" ;;
    first-light) echo "gradients=s=640x360:r=$FPS:n=5:c0=#ff7b54:c1=#ffb26b:c2=#2b4865:c3=#939b62:c4=#1d3557:speed=0.04:seed=13:d=$d,$up,gblur=sigma=8,vignette=PI/4" ;;
    # Pastel glow with fireflies.
    lantern-glow) echo "gradients=s=640x360:r=$FPS:n=3:type=circular:c0=#ffd6a5:c1=#cdb4db:c2=#a0c4ff:speed=0.006:seed=2:d=$d,$up,gblur=sigma=10[bg];life=s=160x90:r=5:seed=3:ratio=0.08:mold=20:life_color=#fff3b0:death_color=#000000:mold_color=#6b5b2a,fps=$FPS,$up,gblur=sigma=6[ff];[bg][ff]blend=all_mode=screen:all_opacity=0.6,trim=duration=$d" ;;
    language-lab) echo "gradients=s=640x360:r=$FPS:n=3:c0=#0B1E3F:c1=#3A1C71:c2=#0F4C5C:x0=0:y0=360:x1=640:y1=0:speed=0.008:seed=11:d=$d,$up,gblur=sigma=6,vignette=PI/4" ;;
    ad-spot) echo "gradients=s=640x360:r=$FPS:n=2:c0=#FF9F1C:c1=#E71D36:x0=0:y0=0:x1=640:y1=360:speed=0.05:seed=3:d=$d,$up" ;;
    *) die "no visual for $1" ;;
  esac
}

# sound <id> <duration>: a lavfi chain producing the clip's stereo audio at $AUDIO_RATE.
sound() {
  local d="$2" r="$AUDIO_RATE"
  case "$1" in
    # Waves on a shore: brown noise swelling every 5 s.
    harbour-dusk) echo "anoisesrc=c=brown:a=0.5:seed=5:r=$r:d=$d,lowpass=f=700,volume='0.25+0.2*sin(2*PI*t/5)':eval=frame,pan=stereo|c0=c0|c1=c0" ;;
    northern-lights) echo "aevalsrc=exprs='0.07*sin(2*PI*110*t)*(1+0.4*sin(2*PI*0.1*t))+0.04*sin(2*PI*164.8*t)|0.07*sin(2*PI*110.4*t)+0.04*sin(2*PI*220*t)*(1+0.4*cos(2*PI*0.1*t))':s=$r:d=$d" ;;
    deep-field) echo "aevalsrc=exprs='0.09*sin(2*PI*55*t)*(1+0.5*sin(2*PI*0.25*t))+0.03*sin(2*PI*880*t)*(0.5+0.5*sin(2*PI*0.5*t))|0.09*sin(2*PI*55.3*t)+0.03*sin(2*PI*1320*t)*(0.5+0.5*cos(2*PI*0.5*t))':s=$r:d=$d" ;;
    tide-pools) echo "anoisesrc=c=pink:a=0.08:seed=7:r=$r:d=$d,highpass=f=300,lowpass=f=2500,pan=stereo|c0=c0|c1=c0" ;;
    night-rain) echo "anoisesrc=c=white:a=0.12:seed=8:r=$r:d=$d,highpass=f=500,lowpass=f=4000,pan=stereo|c0=c0|c1=0.8*c0" ;;
    # Slow string-like chords, a new chord every 5 s.
    candlelight) echo "aevalsrc=exprs='0.06*(sin(2*PI*130.81*pow(2,(0-3*eq(floor(t/5),1)-7*eq(floor(t/5),2)-5*eq(floor(t/5),3))/12)*t)+0.5*sin(2*PI*196*t))|0.06*(sin(2*PI*164.81*pow(2,(0-4*eq(floor(t/5),1)-4*eq(floor(t/5),2)-2*eq(floor(t/5),3))/12)*t)+0.5*sin(2*PI*261.63*t))':s=$r:d=$d" ;;
    first-light) echo "aevalsrc=exprs='0.1*sin(2*PI*261.63*pow(2,(4*mod(floor(t*4),3)-1*eq(mod(floor(t*4),3),2))/12)*t)*exp(-4*mod(t,0.25))|0.1*sin(2*PI*523.25*pow(2,(4*mod(floor(t*4),3)-1*eq(mod(floor(t*4),3),2))/12)*t)*exp(-4*mod(t,0.25))':s=$r:d=$d" ;;
    # A music box: a pentatonic note every half second, fading.
    lantern-glow) echo "aevalsrc=exprs='0.12*sin(2*PI*523.25*pow(2,(2*mod(floor(t*2),5))/12)*t)*exp(-6*mod(t,0.5))|0.12*sin(2*PI*523.25*pow(2,(2*mod(floor(t*2)+2,5))/12)*t)*exp(-6*mod(t,0.5))':s=$r:d=$d" ;;
    # A jingle: a C-major arpeggio, a new note every quarter second.
    ad-spot) echo "aevalsrc=exprs='0.15*sin(2*PI*261.63*pow(2,(4*mod(floor(t*4),3)-1*eq(mod(floor(t*4),3),2))/12)*t)|0.15*sin(2*PI*523.25*pow(2,(4*mod(floor(t*4),3)-1*eq(mod(floor(t*4),3),2))/12)*t)':s=$r:d=$d" ;;
    *) die "no sound for $1" ;;
  esac
}

# Describes a clip to manifest.mjs (see the header of that file), then lets it write master + clip.json.
finalize() {
  node "$HELPER" finalize "$1"
}

# build_muxed <id> <title> <duration> <loops> <description>: one rendition, video + audio in the same segments.
build_muxed() {
  local id="$1" title="$2" d="$3" loops="$4" description="$5" dir="$STAGE/$1"
  mkdir -p "$dir"
  [[ "$id" == harbour-dusk ]] && still "$id" "$dir/still.png"
  local graph
  graph="$(visual "$id" "$d" "$dir"),$(fades "$d")[v];$(sound "$id" "$d"),aformat=sample_rates=$AUDIO_RATE:channel_layouts=stereo,atrim=start=$AAC_FRAME:end=$d,$(afades "$d")[a]"
  "${FF[@]}" -filter_complex "$graph" -map "[v]" -map "[a]" "${VIDEO_ENC[@]}" $(video_cap "$id") "${AUDIO_ENC[@]}" -t "$d" \
    "${HLS_OUT[@]}" -hls_segment_filename "$dir/main_%03d.ts" "$dir/main.m3u8"
  rm -f "$dir/still.png"
  CLIP_ID="$id" CLIP_TITLE="$title" CLIP_DESCRIPTION="$description" CLIP_KIND=content CLIP_LOOPS="$loops" \
    CLIP_WIDTH=$W CLIP_HEIGHT=$H CLIP_FPS=$FPS CLIP_SEGMENT_DURATION=$SEG CLIP_MUXED_AUDIO=1 finalize "$dir"
}

# build_ad <id> <title> <duration>: a progressive MP4 (for a VAST MediaFile) and the same bitstream as HLS.
# The sponsor's name is the advert's own picture, not a test overlay.
build_ad() {
  local id="$1" title="$2" d="$3" dir="$STAGE/$1"
  mkdir -p "$dir"
  printf 'Demo Sponsor' >"$dir/.big.txt"
  local graph big
  big="drawtext=fontfile=$FONT_BOLD:textfile=$dir/.big.txt:fontsize=96:fontcolor=white:shadowcolor=black@0.6:shadowx=4:shadowy=4:x=(w-tw)/2:y=(h-th)/2"
  graph="$(visual "$id" "$d" "$dir"),$big,format=yuv420p[v];$(sound "$id" "$d"),aformat=sample_rates=$AUDIO_RATE:channel_layouts=stereo,atrim=start=$AAC_FRAME:end=$d[a]"
  "${FF[@]}" -filter_complex "$graph" -map "[v]" -map "[a]" "${VIDEO_ENC[@]}" $(video_cap "$id") "${AUDIO_ENC[@]}" -t "$d" \
    -fflags +bitexact -movflags +faststart "$dir/$id.mp4"
  "${FF[@]}" -i "$dir/$id.mp4" -map 0 -c copy "${HLS_OUT[@]}" -hls_segment_filename "$dir/main_%03d.ts" "$dir/main.m3u8"
  rm -f "$dir/.big.txt"
  CLIP_ID="$id" CLIP_TITLE="$title" CLIP_KIND=ad CLIP_PROGRESSIVE="$id.mp4" CLIP_LOOPS=1 \
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

# build_language_lab <id> <title> <duration> <loops>: video-only rendition + two alternate audio renditions
# (en, de: speech placed at the start times of language-lab.tsv) + WebVTT subtitles (en, es) timed on
# the English speech. One ffmpeg run writes all three renditions, so their timestamps line up.
build_language_lab() {
  local id="$1" title="$2" d="$3" loops="$4" dir="$STAGE/$1" work="$STAGE/.speech"
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

  "${FF[@]}" -itsoffset "$AAC_FRAME" -i "$work/en.wav" -itsoffset "$AAC_FRAME" -i "$work/de.wav" -filter_complex "$(visual "$id" "$d" "$dir"),$(fades "$d")[v]" \
    -map "[v]" -map 0:a -map 1:a "${VIDEO_ENC[@]}" $(video_cap "$id") "${AUDIO_ENC[@]}" \
    "${HLS_OUT[@]}" -hls_segment_filename "$dir/%v_%03d.ts" -master_pl_name ffmpeg-master.m3u8 \
    -var_stream_map "v:0,agroup:audio,name:main a:0,agroup:audio,language:en,name:audio_en a:1,agroup:audio,language:de,name:audio_de" \
    "$dir/%v.m3u8"
  rm -f "$dir/ffmpeg-master.m3u8"
  CLIP_ID="$id" CLIP_TITLE="$title" CLIP_KIND=content CLIP_LOOPS="$loops" \
    CLIP_DESCRIPTION="Two alternate audio languages (English, German; $SPEECH) and WebVTT subtitles (English, Spanish) timed on the English speech." \
    CLIP_WIDTH=$W CLIP_HEIGHT=$H CLIP_FPS=$FPS CLIP_SEGMENT_DURATION=$SEG CLIP_MUXED_AUDIO=0 \
    CLIP_AUDIO="en|English|audio_en.m3u8|1;de|Deutsch|audio_de.m3u8|0" \
    CLIP_SUBTITLES="en|English|0;es|Español|0" CLIP_CUES="$work/cues.tsv" finalize "$dir"
}

describe() {
  case "$1" in
    harbour-dusk) echo "Layered hills under a dusk sky, panning slowly; waves on a shore." ;;
    northern-lights) echo "Green and violet light drifting across a night sky over a low drone." ;;
    deep-field) echo "A slow push into the Mandelbrot set, graded cold; a deep drone with a high shimmer." ;;
    tide-pools) echo "Life-like colonies glowing under water (Game of Life with mould, blurred); soft water noise." ;;
    night-rain) echo "Rain running down a window in front of blurred city lights (rule 18 automaton); steady rain." ;;
    candlelight) echo "A warm, flickering glow; slow string-like chords." ;;
    first-light) echo "Bright colours sweeping past; a quick arpeggio." ;;
    lantern-glow) echo "A pastel glow with drifting fireflies; a music box." ;;
    *) die "no description for $1" ;;
  esac
}

build_clip() {
  local id="$1" title="$2" d="$3" loops="$4" kind="$5"
  ((d % SEG == 0)) || die "$id: duration $d is not a multiple of $SEG"
  log "$id: $title (${d}s x $loops, $kind)"
  case "$id" in
    language-lab) build_language_lab "$id" "$title" "$d" "$loops" ;;
    ad-spot) build_ad "$id" "$title" "$d" ;;
    *) build_muxed "$id" "$title" "$d" "$loops" "$(describe "$id")" ;;
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
    IFS='|' read -r id _ _ _ _ <<<"$entry"
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
    IFS='|' read -r id _ _ _ _ <<<"$entry"
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
  local -a wanted=("$@") known=() entry id title d loops kind
  for entry in "${CLIPS[@]}"; do known+=("${entry%%|*}"); done
  for id in "${wanted[@]}"; do
    [[ " ${known[*]} " == *" $id "* ]] || die "unknown clip $id (known: ${known[*]})"
  done
  mkdir -p "$OUT"
  log "ffmpeg $(ffmpeg -version | head -n1 | cut -d' ' -f3), speech: $SPEECH, threads: $THREADS, output: $OUT"
  for entry in "${CLIPS[@]}"; do
    IFS='|' read -r id title d loops kind <<<"$entry"
    if ((${#wanted[@]} == 0)) || [[ " ${wanted[*]} " == *" $id "* ]]; then
      build_clip "$id" "$title" "$d" "$loops" "$kind"
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
