#!/usr/bin/env python3
"""Writes the hand-made seed inputs of tests/fuzz/fuzz_drm_cs.c (layout in its header).

Usage: scripts/gen_drm_cs_corpus.py tests/fuzz/corpus/drm_cs"""
import os, struct, sys
out = sys.argv[1]
os.makedirs(out, exist_ok=True)

def pkt0(reg, n=0): return (n << 16) | (reg >> 2)
NOP = 0xc0001000

def seed(name, ctl, doms, relocs, ib, ring=0):
    b = bytes([ctl, doms, len(relocs) | ring << 4])
    for h, d in relocs: b += bytes([h, d])
    b += b''.join(struct.pack('<I', w) for w in ib)
    open(os.path.join(out, name), 'wb').write(b)

# Mesa's colour buffer set-up: RB3D_COLOROFFSET0 + reloc, COLORPITCH
seed('colorbuffer', 0x43, 0x00, [(1, 4)],
     [pkt0(0x4e28), 0, NOP, 0, pkt0(0x4e38), 6 << 21 | 64, pkt0(0x1720), 1 << 17])
# a 2D solid fill through the registers, DST_PITCH_OFFSET relocated
seed('fill2d', 0x03, 0x00, [(1, 4)],
     [pkt0(0x146c), 2 | 13 << 4 | 6 << 8 | 3 << 12 | 0xf0 << 16 | 1 << 28, pkt0(0x147c), 0xff00ff00,
      pkt0(0x16cc), 0xffffffff, pkt0(0x16c0), 3, pkt0(0x142c), 4 << 22, NOP, 0,
      pkt0(0x1438), 1 << 16, pkt0(0x143c), 4 << 16 | 8])
# vertex arrays and an indexed draw: LOAD_VBPNTR with three arrays, INDX_BUFFER
seed('vbpntr_indx', 0x63, 0x24, [(1, 2), (2, 4), (3, 2)],
     [0xc0042f00 | 0, 3, 0x0404, 0, 0x08, 0x0202, 0x10, NOP, 0, NOP, 4, NOP, 8,
      0xc0023300, 0x80000000 | (0x2080 >> 2), 0, 3, NOP, 0,
      0xc0003600, 3 << 16 | 0x10 | 4])
# TX_OFFSET with the low bits, two submissions
seed('tx_offset_twice', 0xc3, 0x01, [(1, 2)], [pkt0(0x4540), 0x1f, NOP, 0])
# an IB with an unknown chunk next to it, chunks reversed
seed('unknown_chunk_reversed', 0x0f, 0x00, [(1, 4)], [pkt0(0x4e28), 0, NOP, 0])
# bad: a reloc index past the chunk, a forbidden register, an IMMD draw with the wrong walk
seed('bad_reloc_index', 0x03, 0x00, [(1, 4)], [pkt0(0x4f20), 0, NOP, 40])
seed('forbidden_register', 0x03, 0x00, [], [pkt0(0x0704), 0x1234])
seed('immd_walk', 0x02, 0x00, [], [0xc0013500, 0x10 | 4, 0])
seed('dma_ring', 0x03, 0x00, [(1, 4)], [pkt0(0x4e28), 0, NOP, 0], ring=2)
