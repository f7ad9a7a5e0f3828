#!/usr/bin/env python3
"""Side-by-side counts of piglit runs (make piglit, docs/drm.md).

  piglit_summary.py LIST RUN_DIR...

Each RUN_DIR is a `piglit run` results folder (results.json.bz2 or
results.json) named after its driver (softgpu, llvmpipe). Prints, per
driver, the count of each result over the tests of LIST, then for the
softgpu run what the model and the shim said in the tests' stderr (the
device opened, CS rejected, lockups, the model's GUEST_ERROR/ERROR lines),
then the tests that pass on llvmpipe but not on softgpu, and those that
crashed or timed out on softgpu. Exit status 0 (the counts are the output),
2 when a run cannot be read.
"""
import bz2
import json
import os
import sys

RESULTS = ['pass', 'fail', 'crash', 'timeout', 'skip', 'warn', 'notrun', 'incomplete']


def load(run):
    for name, opener in (('results.json.bz2', bz2.open), ('results.json', open)):
        path = os.path.join(run, name)
        if os.path.exists(path):
            with opener(path, 'rt') as f:
                return json.load(f)['tests']
    return None


def read_list(path):
    names = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith('#'):
                names.append(line)
    return names


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip().split('\n\n')[1], file=sys.stderr)
        return 2
    names = read_list(argv[1])
    runs = {}
    for run in argv[2:]:
        tests = load(run)
        if tests is None:
            print('piglit_summary: %s: no results' % run, file=sys.stderr)
            return 2
        runs[os.path.basename(os.path.normpath(run))] = tests
    drivers = list(runs)
    result = {d: {n: runs[d].get(n, {}).get('result', 'notrun') for n in names} for d in drivers}

    print('piglit: %d tests (%s)' % (len(names), argv[1]))
    print('%-12s' % 'result' + ''.join('%10s' % d for d in drivers))
    for r in RESULTS:
        counts = [sum(1 for n in names if result[d][n] == r) for d in drivers]
        if any(counts) or r in ('pass', 'fail', 'crash', 'timeout'):
            print('%-12s' % r + ''.join('%10d' % c for c in counts))
    other = [sum(1 for n in names if result[d][n] not in RESULTS) for d in drivers]
    if any(other):
        print('%-12s' % 'other' + ''.join('%10d' % c for c in other))

    if 'softgpu' in runs:
        sg = runs['softgpu']
        ran = [n for n in names if n in sg]
        def err(n):
            return sg[n].get('err', '') or ''
        opened = sum(1 for n in ran if 'softgpu-drm: r520 device' in err(n))
        rejected = [n for n in ran if 'softgpu-drm: CS rejected' in err(n)]
        lockups = [n for n in ran if 'the fence did not signal' in err(n)]
        guest = [n for n in ran if 'GUEST_ERROR' in err(n)]
        errors = [n for n in ran if 'softgpu: ERROR' in err(n)]
        print()
        print('softgpu: %d tests opened the r520 (the others never asked for a '
              'device, or skipped first)' % opened)
        print('softgpu: CS rejected in %d, lockups in %d, model GUEST_ERROR in %d, '
              'model ERROR in %d' % (len(rejected), len(lockups), len(guest), len(errors)))
        for what, lst in (('CS rejected', rejected), ('lockup', lockups),
                          ('GUEST_ERROR', guest), ('ERROR', errors)):
            for n in lst[:10]:
                line = next((l for l in err(n).splitlines()
                             if ('CS rejected' in l or 'fence' in l or 'ERROR' in l)), '')
                print('  %s: %s: %s' % (what, n, line[:160]))

    if 'softgpu' in result and 'llvmpipe' in result:
        worse = [n for n in names
                 if result['llvmpipe'][n] == 'pass' and result['softgpu'][n] != 'pass']
        better = [n for n in names
                  if result['softgpu'][n] == 'pass' and result['llvmpipe'][n] != 'pass']
        print()
        print('pass on llvmpipe, not on softgpu: %d' % len(worse))
        for n in worse:
            print('  %-8s %s' % (result['softgpu'][n], n))
        print('pass on softgpu, not on llvmpipe: %d' % len(better))
        for n in better:
            print('  %-8s %s' % (result['llvmpipe'][n], n))
    if 'softgpu' in result:
        bad = [n for n in names if result['softgpu'][n] in ('crash', 'timeout', 'incomplete')]
        print()
        print('crash or timeout on softgpu: %d' % len(bad))
        for n in bad:
            print('  %-8s %s' % (result['softgpu'][n], n))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
