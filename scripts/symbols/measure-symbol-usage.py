#!/usr/bin/env python3
"""Counts the SF Symbols names real SwiftUI code uses and writes docs/symbols.md.

Usage: measure-symbol-usage.py CORPUS [BARE_GIT_DIR ...]

CORPUS is the folder of Tests/Corpus/manifest.md (groups are counted per repository the
manifest names); each BARE_GIT_DIR is a clone of one more public app, read at HEAD with
`git grep`. A name counts once per project that writes it as a literal `systemName: "…"` or
`systemImage: "…"` (Image, UIImage, Label, Button, Tab, ContentUnavailableView …). Names are
ranked by projects, then by uses. The code read is not kept.
"""

import collections
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PATTERN = re.compile(r'(?:systemName|systemImage)\s*:\s*"([a-z0-9][a-z0-9.]*)"')
TOP = 400


def corpus_projects(corpus):
    manifest = open(os.path.join(ROOT, "Tests/Corpus/manifest.md")).read()
    repository = dict(re.findall(r"^\|\s*([\w.-]+)\s*\|\s*([\w.-]+/[\w.-]+) @", manifest, re.M))
    projects = collections.defaultdict(collections.Counter)
    for folder in sorted(os.listdir(corpus)):
        for parent, _, files in os.walk(os.path.join(corpus, folder)):
            for name in files:
                if name.endswith(".swift"):
                    text = open(os.path.join(parent, name), errors="ignore").read()
                    projects[repository.get(folder, folder)].update(PATTERN.findall(text))
    return projects


def clone_project(git_dir):
    grep = ["git", "--git-dir", git_dir, "grep", "-h", "-E", r'(systemName|systemImage) *: *"', "HEAD", "--", "*.swift"]
    out = subprocess.run(grep, capture_output=True, text=True).stdout
    return collections.Counter(PATTERN.findall(out))


def main():
    projects = corpus_projects(sys.argv[1])
    for git_dir in sys.argv[2:]:
        name = os.path.basename(os.path.dirname(git_dir.rstrip("/"))).replace("+", "/")
        projects[name] = clone_project(git_dir)
    used_by = collections.Counter()
    uses = collections.Counter()
    for counts in projects.values():
        for name, count in counts.items():
            used_by[name] += 1
            uses[name] += count
    ranked = sorted(used_by, key=lambda n: (-used_by[n], -uses[n], n))
    table = {}
    for line in open(os.path.join(ROOT, "scripts/symbols/sf-symbol-glyphs.tsv")):
        if line.strip() and not line.startswith("#"):
            sf, icon = line.rstrip("\n").split("\t")
            table[sf] = icon
    measured = sorted(p for p, c in projects.items() if c)
    lines = [
        "# SF Symbols real code uses, and the glyphs the playground draws for them",
        "",
        "Apple's symbol artwork cannot be shipped, so `Image(systemName:)` draws each name as a glyph of",
        'an open icon font: "Material Design Icons" (Pictogrammers, `fonts-materialdesignicons-webfont`;',
        "icon name without prefix) or Google's \"Material Icons\" (`fonts-material-design-icons-iconfont`;",
        "prefix `mi:`). The table is scripts/symbols/sf-symbol-glyphs.tsv; scripts/generate-symbol-glyphs.py",
        "turns it into Sources/PlaygroundUI/Render/SymbolGlyphTable.swift, checking every glyph against the",
        "font's cmap. A name outside it draws a box with a question mark and is reported once.",
        "",
        f"Measured by scripts/symbols/measure-symbol-usage.py on {len(measured)} projects that use symbols",
        f"({sum(len(c) for c in projects.values())} project-name pairs, {len(ranked)} distinct names): the",
        "repositories of Tests/Corpus/manifest.md and whole public apps. A name counts once per project",
        "that writes it as a literal `systemName:` or `systemImage:` argument.",
        "",
        "Projects: " + ", ".join(measured) + ".",
        "",
        f"## The {TOP} most used names",
        "",
        "| rank | name | projects | uses | glyph |",
        "|---:|---|---:|---:|---|",
    ]
    for rank, name in enumerate(ranked[:TOP], 1):
        lines.append(f"| {rank} | `{name}` | {used_by[name]} | {uses[name]} | {table.get(name, '**missing**')} |")
    rest = [n for n in ranked[TOP:]]
    lines += ["", f"## Also in the table ({len([n for n in rest if n in table])} of the {len(rest)} less used names, and others)", ""]
    extra = sorted(set(table) - set(ranked[:TOP]))
    lines.append(", ".join(f"`{n}`" for n in extra) + ".")
    lines.append("")
    open(os.path.join(ROOT, "docs/symbols.md"), "w").write("\n".join(lines))
    missing = [n for n in ranked[:TOP] if n not in table]
    print(f"{len(projects)} projects, {len(ranked)} names; top {TOP} missing from the table: {missing}")


main()
