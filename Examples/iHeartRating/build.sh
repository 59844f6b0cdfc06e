#!/bin/sh
# The executable iOS gate behind `make xcode-test` (macOS with Xcode only):
#   1. runs the library's XCTest suite (iHeartRatingTests) on an available iPhone simulator,
#   2. checks the generated Objective-C interface, iHeartRating-Swift.h,
#   3. builds example/SampleApp/SampleApp.xcodeproj for the simulator without signing.
# Everything Xcode writes goes to a private temporary directory, removed on exit.
# Set SIMULATOR_ID to use a particular simulator.
set -eu

ROOT=$(cd -- "$(dirname -- "$0")" && pwd)

fail() {
    printf 'build.sh: %s\n' "$*" >&2
    exit 1
}

command -v xcodebuild >/dev/null 2>&1 || fail "xcodebuild not found: the iOS gate needs macOS with Xcode"
command -v xcrun >/dev/null 2>&1 || fail "xcrun not found: the iOS gate needs macOS with Xcode"

WORK=$(mktemp -d "${TMPDIR:-/tmp}/iHeartRating-gate.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
trap 'exit 1' HUP INT TERM
DERIVED_DATA="$WORK/DerivedData"

if [ -z "${SIMULATOR_ID:-}" ]; then
    # Lines look like "    iPhone 16 (0A1B…-…) (Shutdown)"; take the first iPhone's UDID.
    SIMULATOR_ID=$(xcrun simctl list devices available |
        sed -n 's/^ *iPhone.*(\([0-9A-F-]\{36\}\)).*$/\1/p' | head -n 1)
fi
[ -n "$SIMULATOR_ID" ] || fail "no available iPhone simulator: install an iOS simulator runtime in Xcode"
DESTINATION="platform=iOS Simulator,id=$SIMULATOR_ID"

echo "==> iHeartRatingTests on $DESTINATION"
xcodebuild test \
    -project "$ROOT/iHeartRating.xcodeproj" \
    -scheme iHeartRating \
    -destination "$DESTINATION" \
    -derivedDataPath "$DERIVED_DATA" \
    -only-testing:iHeartRatingTests \
    CODE_SIGNING_ALLOWED=NO

echo "==> Objective-C interface in iHeartRating-Swift.h"
HEADER="$DERIVED_DATA/Build/Products/Debug-iphonesimulator/iHeartRating.framework/Headers/iHeartRating-Swift.h"
[ -f "$HEADER" ] || fail "generated header not found: $HEADER"
for declaration in \
    '@interface HeartRatingView : UIView' \
    '@protocol HeartRatingViewDelegate' \
    'didUpdate:(float)' \
    'isUpdating:(float)' \
    'imageContentMode;'
do
    grep -F -q -- "$declaration" "$HEADER" ||
        fail "iHeartRating-Swift.h lacks '$declaration': the Objective-C interface changed"
done

echo "==> SampleApp.xcodeproj, unsigned simulator build"
xcodebuild build \
    -project "$ROOT/example/SampleApp/SampleApp.xcodeproj" \
    -scheme SampleApp \
    -destination "$DESTINATION" \
    -derivedDataPath "$DERIVED_DATA" \
    CODE_SIGNING_ALLOWED=NO

echo "build.sh: iOS gate passed"
