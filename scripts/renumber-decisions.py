#!/usr/bin/env python3
"""Renumber docs/decisions/ without gaps and update every reference in the repository.

Old numbers are taken from the current file names, in order; each becomes 0001, 0002, ...
Only four-digit tokens that are old decision numbers are rewritten (all in one pass, so an old
number never collides with a new one); numbers 0001-0006 keep their value.
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEC = os.path.join(ROOT, 'docs', 'decisions')

files = sorted(f for f in os.listdir(DEC) if re.match(r'^\d{4}-.*\.md$', f))
mapping = {}
for i, name in enumerate(files, 1):
    old = name[:4]
    mapping[old] = f'{i:04d}'
changed = {o: n for o, n in mapping.items() if o != n}
if not changed:
    print('already without gaps')
    sys.exit(0)
for o, n in mapping.items():
    print(f'{o} -> {n}')

token = re.compile(r'(?<![\w#.])(' + '|'.join(sorted(changed)) + r')(?![\d])')

tracked = subprocess.run(['git', 'ls-files'], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split('\n')
skip = ('package-lock.json',)
for rel in tracked:
    if not rel or rel.endswith(skip) or '/node_modules/' in rel:
        continue
    path = os.path.join(ROOT, rel)
    try:
        with open(path, encoding='utf-8') as f:
            text = f.read()
    except (UnicodeDecodeError, FileNotFoundError, IsADirectoryError):
        continue
    new = token.sub(lambda m: changed[m.group(1)], text)
    if new != text:
        with open(path, 'w', encoding='utf-8') as f:
            f.write(new)
        print('updated', rel)

for name in files:
    old = name[:4]
    if old in changed:
        subprocess.run(['git', 'mv', os.path.join(DEC, name), os.path.join(DEC, changed[old] + name[4:])], cwd=ROOT, check=True)
