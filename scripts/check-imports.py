#!/usr/bin/env python3
"""Checks that every target imports only what Package.swift declares for it.

For each target: no file imports the target's own module; every imported module is a declared
dependency (a target, or a product such as ArgumentParser) or a toolchain module; and every
declared dependency is imported by at least one file (an unused dependency slows the build and
hides the real shape of the package). Prints one line per finding; exit status 1 if any.
"""
import json
import os
import re
import subprocess
import sys

# Modules the toolchain provides, which need no declaration.
TOOLCHAIN = {"Foundation", "FoundationEssentials", "Dispatch", "Glibc", "Testing", "XCTest",
             "Synchronization", "Observation", "Darwin", "_Concurrency"}
# Dependencies a target declares only so that they are built beside it, never imported: the
# SwiftUI and CoreGraphics modules exist for code the app compiles at run time (`layout-playground open`).
BUILT_ONLY = {"layout_playground": {"SwiftUI", "CoreGraphics"}}
IMPORT = re.compile(r"^\s*(?:@testable\s+|@_exported\s+|@preconcurrency\s+)*import\s+(?:(?:struct|class|enum|func|protocol|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)", re.M)


def main() -> int:
    package = json.loads(subprocess.run(["swift", "package", "dump-package"], check=True,
                                         capture_output=True, text=True).stdout)
    findings = []
    for target in package["targets"]:
        if target["type"] == "system":
            continue
        name = target["name"]
        module = name.replace("-", "_")
        declared = set()
        for dependency in target.get("dependencies", []):
            for kind in ("byName", "target", "product"):
                if kind in dependency:
                    declared.add(dependency[kind][0].replace("-", "_"))
        path = target.get("path") or os.path.join("Tests" if target["type"] == "test" else "Sources", name)
        imported = {}
        for root, _, files in os.walk(path):
            for file in files:
                if not file.endswith(".swift"):
                    continue
                source = os.path.join(root, file)
                with open(source, encoding="utf-8") as handle:
                    # Multi-line string literals (embedded scripts) are not imports.
                    text = re.sub(r'"""(?:.|\n)*?"""', '""', handle.read())
                    for match in IMPORT.finditer(text):
                        imported.setdefault(match.group(1), source)
        for dependency, source in sorted(imported.items()):
            if dependency == module:
                findings.append(f"{source}: imports its own module {dependency}")
            elif dependency not in declared and dependency not in TOOLCHAIN:
                findings.append(f"{source}: imports {dependency}, which target {name} does not declare")
        for dependency in sorted(declared - set(imported) - BUILT_ONLY.get(module, set())):
            findings.append(f"target {name} declares {dependency} but no file of it imports it")
    for finding in findings:
        print(finding)
    if not findings:
        print("imports: every target imports exactly what it declares")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
