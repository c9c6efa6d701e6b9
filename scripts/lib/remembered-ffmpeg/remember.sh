#!/bin/sh
# ffmpeg or ffprobe, remembered: a run whose program, arguments and input files' bytes were seen
# before answers with what it wrote then (its output file, stdout and stderr) instead of decoding
# again. The browser tests' servers and the engines' servers each load the demo and make its 21
# renditions, which are the same bytes from the same WAVs every time (docs/architecture.md,
# "Build and CI"). Only runs that succeeded are kept (remember.mjs runs and keeps a new one); the
# product's own tests of the audio pipeline (tests/server/audio) run the real programs, never
# this. Only files named as arguments are keyed by their bytes: a filter that reads a file of its
# own naming would not be.
#
# A shell script, not node: a server makes ~40 of these runs at each start, and node's own start
# was most of what a remembered answer cost.
#
# Usage (what ./ffmpeg and ./ffprobe beside this file do):
#   remember.sh <ffmpeg|ffprobe> …args
# It runs REAL_FFMPEG or REAL_FFPROBE (env.mjs sets them), or the programs on PATH.
set -u
tool=$1
shift
case $tool in
  ffmpeg) program=${REAL_FFMPEG:-ffmpeg} ;;
  ffprobe) program=${REAL_FFPROBE:-ffprobe} ;;
  *)
    echo 'remember.sh: ffmpeg o ffprobe' >&2
    exit 2
    ;;
esac

# `-version` and the like have no input file to key on: asked of the program itself.
has_file=
for arg; do [ -f "$arg" ] && has_file=1; done
found=$(command -v "$program") || exec "$program" "$@"
[ -n "$has_file" ] && [ -f "$found" ] || exec "$program" "$@"

# ffmpeg writes its last argument (unless it is stdout); ffprobe writes nothing.
eval "last=\${$#}"
output=
if [ "$tool" = ffmpeg ] && [ $# -gt 1 ]; then
  case $last in
    - | pipe:*) ;;
    *) output=$last ;;
  esac
fi

# What the key is made of: the program's own file by size and time (a new ffmpeg package is a
# new key), then each argument, a file by its bytes and the output by its extension alone.
key_text() {
  printf '%s\n%s:%s\n' "$tool" "$found" "$(stat -L -c '%s:%Y' "$found")"
  i=0
  for arg; do
    i=$((i + 1))
    if [ -n "$output" ] && [ "$i" -eq $# ]; then
      base=${arg##*/}
      case $base in
        ?*.*) printf '<salida.%s>\n' "${base##*.}" ;;
        *) printf '<salida>\n' ;;
      esac
    elif [ -f "$arg" ]; then
      printf '<archivo %s>\n' "$(sha256sum <"$arg" | cut -d' ' -f1)"
    else
      printf '%s\n' "$arg"
    fi
  done
}
key=$(key_text "$@" | sha256sum | cut -d' ' -f1)
dir=${TAMBORA_CACHE_DIR:-$HOME/.cache/tambora}/remembered-ffmpeg/$(printf '%.2s' "$key")/$key

if [ -f "$dir/stderr" ]; then
  if [ -n "$output" ]; then cp "$dir/output" "$output" || exit 1; fi
  cat "$dir/stdout"
  cat "$dir/stderr" >&2
  exit 0
fi
REMEMBER_DIR=$dir REMEMBER_OUTPUT=$output exec node "${0%/*}/remember.mjs" "$program" "$@"
