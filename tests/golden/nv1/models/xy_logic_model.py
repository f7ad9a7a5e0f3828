#!/usr/bin/env python3
"""Independent check of tests/golden/nv1/xy_logic.png: which slots the XY
logic feeds to the rasterizer (envytools nvhw/pgraph_xy.c and hwtest
pgraph_mthd_xy.cc: a polyline vertex draws from the previous slot, a mesh
vertex replaces slot 0 after a triangle, IFC pixels are packed without
row padding and clipped to SIZE_OUT, the user clip is CORNER..CORNER+SIZE)
and the seed 000 rasterization rules, written from those texts, not from
the C code. Run from the repository root:
python3 tests/golden/nv1/models/xy_logic_model.py"""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pngread import read_png_rgb  # noqa: E402

rows = read_png_rgb(os.path.join(os.path.dirname(__file__), '..', 'xy_logic.png'))
W = H = 64
img = [['.'] * W for _ in range(H)]


def put(x, y, ch):
    if 0 <= x < W and 0 <= y < H:
        img[y][x] = ch


def tri(X, Y, ch):
    X, Y = list(X), list(Y)
    cross = (X[1] - X[0]) * (Y[2] - Y[0]) - (X[2] - X[0]) * (Y[1] - Y[0])
    if cross == 0:
        return
    if cross < 0:
        X[1], X[2] = X[2], X[1]
        Y[1], Y[2] = Y[2], Y[1]
    for y in range(H):
        for x in range(W):
            ok = True
            for e in range(3):
                x0, y0, x1, y1 = X[e], Y[e], X[(e + 1) % 3], Y[(e + 1) % 3]
                c = (x1 - x0) * (y - y0) - (x - x0) * (y1 - y0)
                if c == 0:
                    c = (x1 - x0) * (y - y0) - (x + 1 - x0) * (y1 - y0)
                if c == 0:
                    c = (x1 - x0) * (y + 1 - y0) - (x - x0) * (y1 - y0)
                if c < 0:
                    ok = False
            if ok:
                put(x, y, ch)


def line(X, Y, ch):
    # axis-aligned segments only here: every pixel between the ends
    for y in range(min(Y), max(Y) + 1):
        for x in range(min(X), max(X) + 1):
            put(x, y, ch)


# LINE then polyline: (4,4)-(28,4), (28,4)-(28,20), (28,20)-(4,20)
pts = [(4, 4), (28, 4), (28, 20), (4, 20)]
for a, b in zip(pts, pts[1:]):
    line([a[0], b[0]], [a[1], b[1]], 'W')
# TRI slots 0-2, then the mesh vertex in slot 0
tri([34, 60, 34], [4, 4, 28], 'B')
tri([60, 60, 34], [28, 4, 28], 'B')
# IFC 3x3 packed: pixel k at (k % 3, k // 3)
ifc = 'RGYGYRYRG'
for k, ch in enumerate(ifc):
    put(4 + k % 3, 40 + k // 3, ch)
# IFC 4 in / 3 out: the fourth column is clipped
for y, row in enumerate(['WBWR', 'BWBR']):
    for x, ch in enumerate(row[:3]):
        put(20 + x, 40 + y, ch)
# RECT (36,32) 30x30 inside the user clip [40,56) x [36,52)
for y in range(max(32, 36), min(62, 52)):
    for x in range(max(36, 40), min(66, 56)):
        put(x, y, 'G')

colours = {(0, 0, 0): '.', (255, 255, 255): 'W', (0, 0, 255): 'B', (255, 0, 0): 'R',
           (0, 255, 0): 'G', (255, 255, 0): 'Y'}
bad = 0
for y in range(H):
    for x in range(W):
        got = colours.get(rows[y][x], '?')
        if got != img[y][x]:
            bad += 1
            if bad < 10:
                print('diff', x, y, got, img[y][x])
print('differing pixels:', bad)
sys.exit(1 if bad else 0)
