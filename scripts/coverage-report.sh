#!/usr/bin/env bash
# Prints the line coverage of WeaverGenCore from the profile `swift test --enable-code-coverage` left.
set -euo pipefail
cd "$(dirname "$0")/.."
bin_path=$(swift build --show-bin-path)
profile="$bin_path/codecov/default.profdata"
binary="$bin_path/weaver-genPackageTests.xctest"
[ -f "$profile" ] || { echo "no coverage profile at $profile: run 'swift test --enable-code-coverage' first" >&2; exit 1; }
# The toolchain's llvm-cov reads the toolchain's profile format; a system one may not.
toolchain_bin=$(dirname "$(readlink -f "$(command -v swift)")")
llvm_cov="$toolchain_bin/llvm-cov"
[ -x "$llvm_cov" ] || llvm_cov=$(command -v llvm-cov)
"$llvm_cov" report "$binary" -instr-profile="$profile" Sources/WeaverGenCore | sed 's|^.*/Sources/WeaverGenCore/||'
"$llvm_cov" report "$binary" -instr-profile="$profile" Sources/WeaverGenCore \
  | awk '/^TOTAL/ {print "WeaverGenCore line coverage: " $10}'
