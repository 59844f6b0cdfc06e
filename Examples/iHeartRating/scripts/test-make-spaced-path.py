#!/usr/bin/env python3
"""Regression test: the make gate is location independent and fails closed.

It copies the checkout to a root containing spaces, runs every gate target
through the copy's absolute Makefile path from an unrelated working directory,
and checks that the root handed to the verifier and to build.sh is exactly the
copy's root. It then checks the three ways of loading other makefiles beside
the repository Makefile are refused with their own message.
"""

import os
import shutil
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
IGNORED = shutil.ignore_patterns(".git", "build", "DerivedData", "*.xcuserdatad")
# Printed by the stand-in verifier so the test sees exactly which root it was given.
PROBE = '#!/bin/sh\nprintf "baseline root: [%s]\\n" "$1"\n'


def run_make(args, cwd, env_extra=None):
    env = {k: v for k, v in os.environ.items()
           if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEFILES", "MAKEOVERRIDES")}
    env.update(env_extra or {})
    return subprocess.run(["make", "--no-print-directory", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)


def main():
    failures = []

    def expect(name, ok, result):
        if ok:
            print(f"ok   {name}")
        else:
            failures.append(name)
            print(f"FAIL {name}\n  exit {result.returncode}\n  stdout: {result.stdout!r}\n  stderr: {result.stderr!r}")

    with tempfile.TemporaryDirectory(prefix="make-spaced-path-") as scratch:
        scratch = Path(scratch)
        copy = scratch / "checkout with  spaces" / "iHeart Rating"
        shutil.copytree(ROOT, copy, ignore=IGNORED, symlinks=True)
        makefile = str(copy / "Makefile")
        elsewhere = scratch / "elsewhere"
        elsewhere.mkdir()
        probe = scratch / "probe"
        probe.mkdir()
        verifier = probe / "check-baseline"
        verifier.write_text(PROBE)
        verifier.chmod(verifier.stat().st_mode | stat.S_IXUSR)
        other = scratch / "other.mk"
        other.write_text("# An unrelated makefile that must not be loaded beside the gate.\n")
        gate = {"CHECK_BASELINE": str(verifier)}

        result = run_make(["-f", makefile, "baseline"], elsewhere, gate)
        expect("baseline verifies the space-containing root",
               result.returncode == 0 and f"baseline root: [{copy}]\n" in result.stdout, result)

        # Dry runs: executing the aliases would run this regression again.
        for target, command in [
            ("lint", f'"{copy}/scripts/test-make-spaced-path.py"'),
            ("test", f'"{copy}/scripts/test-make-spaced-path.py"'),
            ("build", f'"{copy}/scripts/test-make-spaced-path.py"'),
            ("check", f'"{copy}/scripts/test-make-spaced-path.py"'),
            ("xcode-test", f'"{copy}/build.sh"'),
        ]:
            result = run_make(["-n", "-f", makefile, target], elsewhere, gate)
            expect(f"{target} resolves its commands in the spaced root",
                   result.returncode == 0 and command in result.stdout, result)

        refusals = [
            ("MAKEFILES set", ["-f", makefile, "baseline"], {"MAKEFILES": str(other), **gate},
             "MAKEFILES must be empty"),
            ("MAKEFILE_LIST overridden", ["-f", makefile, "MAKEFILE_LIST=" + str(other), "baseline"], gate,
             "MAKEFILE_LIST must not be overridden"),
            ("another makefile loaded first", ["-f", str(other), "-f", makefile, "baseline"], gate,
             "repository Makefile must be loaded alone"),
            ("another makefile loaded after", ["-f", makefile, "-f", str(other), "baseline"], gate,
             "repository Makefile must be loaded alone"),
            ("another makefile loaded after xcode-test", ["-f", makefile, "-f", str(other), "xcode-test"], gate,
             "repository Makefile must be loaded alone"),
        ]
        for name, args, env_extra, message in refusals:
            result = run_make(args, elsewhere, env_extra)
            expect(f"refused: {name}",
                   result.returncode != 0 and message in result.stderr and "baseline root:" not in result.stdout,
                   result)

    print(f"{len(failures)} failed" if failures else "space-containing absolute Makefile paths passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
