#!/usr/bin/env bash
# Builds and runs every package under Examples/ the way a user would, and checks what each prints.
set -euo pipefail
cd "$(dirname "$0")/../Examples"
root=$(cd .. && pwd)
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
# Every `swift build`, `test` and `run` below goes through scripts/swiftpm-retry: a crash of SwiftPM's
# own process (a toolchain fault on Linux) gets one more try, anything else fails as it is.
swift_tool=$(command -v swift)
swift() { "$root/scripts/swiftpm-retry" "$swift_tool" "$@"; }

echo "== PluginConsumer: swift run Greeter (the plugin generates the containers)"
output=$(cd PluginConsumer && swift run --quiet Greeter)
[ "$output" = $'Good morning, Ada!\nGood morning, Grace!' ] || fail "PluginConsumer printed: $output"

echo "== PluginConsumer: swift run weaver-gen validate (the CI gate, from the package's own dependency)"
# Built first, so that what is compared is what the tool prints: the first build of the weaver-gen
# product prints the driver's remark that whole-module mode turns incremental compilation off
# (Package.swift), which is the build's output, not validate's.
(cd PluginConsumer && swift build --quiet --product weaver-gen) || fail "PluginConsumer: building weaver-gen failed"
output=$(cd PluginConsumer && swift run --quiet --skip-build weaver-gen validate --input-path Sources 2>&1) || fail "PluginConsumer: validate failed: $output"
[ "$output" = "weaver-gen: no problems in 1 module (Greeter), 3 files, 2 injectable types" ] || fail "PluginConsumer: validate printed: $output"

echo "== TestDoubles: swift test (the plugin on the test target generates the library's resolver doubles)"
output=$(cd TestDoubles && swift test --quiet 2>&1) || fail "TestDoubles: swift test failed: $output"
grep -q "Test run with 3 tests in 0 suites passed" <<< "$output" || fail "TestDoubles: swift test printed: $output"

echo "== PluginConsumer, TestDoubles: the plugin keeps each target's analysis cache in its work directory"
# GreetingsTests' commands (its own containers, Greetings' doubles) read Greetings too.
for file in PluginConsumer/.build/plugins/outputs/*/Greeter/destination/WeaverGenPlugin/analysis-cache/Greeter.cache \
  TestDoubles/.build/plugins/outputs/*/Greetings/destination/WeaverGenPlugin/analysis-cache/Greetings.cache \
  TestDoubles/.build/plugins/outputs/*/GreetingsTests/destination/WeaverGenPlugin/analysis-cache/{GreetingsTests,Greetings}.cache; do
  [ -s "$file" ] || fail "no analysis cache at $file"
done

echo "== CLIGeneration: checked-in Generated/ is current, and the app runs"
make -s -C CLIGeneration check WEAVER_GEN="swift run --quiet --package-path $root weaver-gen" || fail "CLIGeneration: Generated/ is stale"
output=$(cd CLIGeneration && swift run --quiet Library)
[ "$output" = $'graphs: Graph Theory, Networks\nswift: The Swift Programming Language' ] || fail "CLIGeneration printed: $output"

echo "== ServerApp: swift run BookServer (a Sendable root shared by concurrent request tasks)"
output=$(cd ServerApp && swift run --quiet BookServer)
expected='served 300 concurrent requests
  ada: 60 answered, 40 refused (limit 60)
  grace: 60 answered, 40 refused (limit 60)
  linus: 60 answered, 40 refused (limit 60)
GET /books/2 -> 200 Structure and Interpretation of Computer Programs
GET /search?q=swift -> 200 The Swift Programming Language; Concurrency in Swift
GET /books/9 -> 404 no book 9
log: indexed 4 books under 13 words'
[ "$output" = "$expected" ] || fail "ServerApp printed: $output"

echo "== BrokenGraph: validate exits 1 with exactly the expected diagnostics"
cd BrokenGraph
status=0
swift run --quiet --package-path "$root" weaver-gen validate --input-path Sources 2> .validate-output || status=$?
[ "$status" -eq 1 ] || fail "BrokenGraph: validate exited $status, expected 1"
diff expected-diagnostics.txt .validate-output || fail "BrokenGraph: validate printed other diagnostics"
rm -f .validate-output

echo "== BrokenGraph: building with the plugin fails with the same lines"
status=0
swift build > .build-output 2>&1 || status=$?
[ "$status" -ne 0 ] || fail "BrokenGraph: swift build succeeded"
while IFS= read -r line; do
  case "$line" in "weaver-gen: "*) continue ;; esac # the summary line: the plugin runs the tool --quiet
  grep -qxF -- "$(pwd)/$line" .build-output || grep -qxF -- "$line" .build-output || fail "BrokenGraph: build log lacks: $line"
done < expected-diagnostics.txt
# The plugin passes --quiet: the build log holds the diagnostics, not the tool's summary line.
! grep -q '^weaver-gen: ' .build-output || fail "BrokenGraph: build log holds a summary line: $(grep '^weaver-gen: ' .build-output)"
rm -f .build-output
cd ..

echo "== MultiModule: swift run App (the app registers the features' public types; each target's plugin run)"
output=$(cd MultiModule && swift run --quiet App)
expected='a screen per call
screen 1, screen 2, settings
user 2 at 42: model 42'
[ "$output" = "$expected" ] || fail "MultiModule printed: $output"

echo "== BrokenModules: validate over the modules, and swift build, fail at the app's annotation"
cd BrokenModules
status=0
swift run --quiet --package-path "$root" weaver-gen validate --input-path Sources 2> .validate-output || status=$?
[ "$status" -eq 1 ] || fail "BrokenModules: validate exited $status, expected 1"
diff expected-diagnostics.txt .validate-output || fail "BrokenModules: validate printed other diagnostics"
rm -f .validate-output
status=0
swift build > .build-output 2>&1 || status=$?
[ "$status" -ne 0 ] || fail "BrokenModules: swift build succeeded"
# The plugin passes absolute paths: the build log holds the same lines under the package's path.
while IFS= read -r line; do
  grep -qF -- "$(pwd)/$line" .build-output || fail "BrokenModules: build log lacks: $line"
done < <(grep -v '^weaver-gen:' expected-diagnostics.txt)
rm -f .build-output
cd ..

if [ "$failures" -ne 0 ]; then
  echo "examples: $failures failure(s)" >&2
  exit 1
fi
echo "examples: all passed"
