#!/usr/bin/env python3
"""Writes the hand-made seed inputs of tests/fuzz/fuzz_mxw_methods.c (layout in its header):
6-byte records, a 16-bit selector (method | subchannel << 14; bit 0: service PGRAPH) and a
32-bit value. The streams are DMA copy and inline-to-memory work; every class gets each.

Usage: scripts/gen_mxw_corpus.py tests/fuzz/corpus/mxw_methods"""
import os, struct, sys
out = sys.argv[1]
os.makedirs(out, exist_ok=True)
def rec(m, v, subc=0): return struct.pack('<HI', m | subc << 14, v & 0xffffffff)
def ack(): return struct.pack('<HI', 1, 0)
def save(name, recs): open(os.path.join(out, name), 'wb').write(b''.join(recs))
# DMA copy: pitch to block-linear, remap fill, semaphore (offsets inside 1 MiB)
save('copy_pitch_to_bl', [rec(0x404, 0x1000), rec(0x40c, 0x40000), rec(0x410, 256), rec(0x418, 256),
    rec(0x41c, 64), rec(0x70c, 0x1010), rec(0x710, 256), rec(0x714, 64), rec(0x718, 1),
    rec(0x244, 0x100), rec(0x248, 7), rec(0x300, 2 | 1 << 7 | 1 << 9 | 1 << 3 | 2 << 5)])
save('copy_remap_fill', [rec(0x40c, 0x8000), rec(0x700, 0x11223344), rec(0x708, 4 | 3 << 16),
    rec(0x418, 100), rec(0x41c, 10), rec(0x414, 400), rec(0x300, 2 | 1 << 7 | 1 << 8 | 1 << 9 | 1 << 10)])
save('copy_errors', [rec(0x300, 3 << 3), ack(), rec(0x70c, 0xe), rec(0x718, 1), rec(0x71c, 5),
    rec(0x300, 2 | 1 << 7), ack(), rec(0x500, 0), ack(), rec(0x41c, 0xffffffff), rec(0x410, 0),
    rec(0x414, 0), rec(0x418, 64), rec(0x300, 2 | 1 << 7 | 1 << 8 | 1 << 9)])
# inline-to-memory: a pitch line, a block-linear upload, a semaphore with reduction
save('i2m_uploads', [rec(0x180, 10), rec(0x184, 1), rec(0x18c, 0x2000), rec(0x1b0, 1),
    rec(0x1b4, 0x03020100), rec(0x1b4, 0x07060504), rec(0x1b4, 0x0b0a0908),
    rec(0x180, 20), rec(0x184, 5), rec(0x194, 0x10), rec(0x198, 256), rec(0x19c, 64), rec(0x1a0, 1),
    rec(0x1a8, 40), rec(0x1ac, 13), rec(0x1e0, 0x3000), rec(0x1e4, 5),
    rec(0x1b0, 2 << 4 | 1 << 1 | 1 << 12 | 1 << 8)] + [rec(0x1b4, i * 0x01010101) for i in range(25)]
    + [rec(0x1b4, 1), ack()])
