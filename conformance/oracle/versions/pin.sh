#!/usr/bin/env bash
# Writes versions/v1.MM/go.mod and go.sum: the oracle's module pinned to one
# older Kubernetes release (the newest patch of its minor on the Go module
# proxy), for `build.sh oracle --versions 1.MM`. The oracle's sources are the
# same for every minor (cmd/oracle, with build tags where upstream's API
# differs); only go.mod/go.sum differ, and build.sh passes them with -modfile.
# The go directive is the Kubernetes release's own (1.33: go 1.24.0), so the
# oracle's code must stay within that language version.
# Usage: conformance/oracle/versions/pin.sh v1.36.3
set -euo pipefail
version=${1:?usage: pin.sh v1.MM.P}
case "$version" in v1.[0-9][0-9].[0-9]*) ;; *) echo "pin.sh: not a Kubernetes version: $version" >&2; exit 2 ;; esac
minor=${version%.*}
staging=v0.${version#v1.}
cd "$(dirname "$0")/.."
dir=versions/$minor
mkdir -p "$dir"
kmod=$(go mod download -json "k8s.io/kubernetes@$version" | sed -n 's/^\t"GoMod": "\(.*\)",$/\1/p')
godirective=$(sed -n 's/^go //p' "$kmod")
{
  printf 'module github.com/k8s-jobs-core/conformance/oracle\n\ngo %s\n\n' "$godirective"
  printf 'require (\n\tk8s.io/kubernetes %s\n' "$version"
  for m in api apimachinery apiserver client-go; do printf '\tk8s.io/%s %s\n' "$m" "$staging"; done
  printf ')\n\nreplace (\n'
  # every staging module upstream replaces with ./staging/src/...: its published version
  sed -n 's#^\t\(k8s.io/[a-z0-9-]*\) => ./staging/src/.*#\1#p' "$kmod" | while read -r m; do printf '\t%s => %s %s\n' "$m" "$m" "$staging"; done
  printf ')\n'
} > "$dir/go.mod"
rm -f "$dir/go.sum"
# -e: cmd/bench, cmd/reach and cmd/schema may import what this release lacks;
# the oracle's own imports must all resolve (build.sh fails otherwise).
go mod tidy -e -modfile "$dir/go.mod"
