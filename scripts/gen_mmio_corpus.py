#!/usr/bin/env python3
"""Writes the hand-made seed inputs of tests/fuzz/fuzz_mmio.c (layout in its header).

Usage: scripts/gen_mmio_corpus.py tests/fuzz/corpus/mmio"""
import struct, os, sys
out = sys.argv[1]
CH = {'null':0,'falcon':1,'nv1':2,'g80':3,'g84':4,'gt215':5,'r520':6}
class S:
    def __init__(s, chip, mem=0): s.b = bytes([CH[chip], mem])
    def w(s, addr, v, size=4): s.b += bytes([0, 0xff]) + struct.pack('<I', addr)[:3] + bytes([{4:0,2:2,1:3}[size]]) + struct.pack('<I', v); return s
    def r(s, addr, size=4): s.b += bytes([3, 0xff]) + struct.pack('<I', addr)[:3] + bytes([{4:0,2:2,1:3}[size]]); return s
    def mw(s, addr, v, sysmem=False, anywhere=True): s.b += bytes([5, (0x80 if sysmem else 0) | (0x20 if anywhere else 0)]) + struct.pack('<II', addr, v); return s
    def wbe(s, addr, v, be): s.b += bytes([0, 0xff]) + struct.pack('<I', addr)[:3] + bytes([be << 4]) + struct.pack('<I', v); return s
    def bar(s, ap, off, data): s.b += bytes([4, 0x40 | len(data)]) + struct.pack('<I', ap << 24 | off) + bytes(data); return s
    def run(s, n): s.b += bytes([6]) + struct.pack('<H', n - 1); return s
    def reset(s): s.b += bytes([7]); return s
    def save(s, name): open(os.path.join(out, name), 'wb').write(s.b)
# null: CTL/TEST pokes
S('null', 5).w(0x0, 1).w(0x1000, 0xffffffff).w(0x1004, 0x10).run(2000).r(0x1000).reset().run(100).save('null_pokes')
# falcon: start the core on zeroed IMEM, then with a tiny upload through the code port
s = S('falcon', 5)
s.w(0x180, 1 << 24).w(0x184, 0xf8).w(0x184, 0x00f80000) # upload via IMEM port (auto-inc)
s.w(0x104, 0).w(0x100, 2).run(4000).r(0x100).r(0x108).w(0x10, 0xffff).w(0x000, 0x1).run(4000).reset().w(0x100, 2).run(1000)
s.save('falcon_start')
# nv1: PFIFO pushes, PGRAPH enable
s = S('nv1', 5)
s.w(0x200, 0xffffffff).w(0x40068c, 0x00400040).w(0x400190, 0x10010000).w(0x3200, 1).w(0x3240, 1).w(0x2500, 1)
s.w(0x800000, 0x12345678).w(0x800004, 0x1).run(3000).r(0x400100).r(0x2100).w(0x100000 + 0x100, 1).run(2000)
s.save('nv1_pfifo')
# g80/g84: enable PFIFO, channel pointer, cache regs
for chip in ('g80', 'g84'):
    s = S(chip, 0)
    s.w(0x200, 0xffffffff).w(0x2140, 0xffffffff).w(0x2600 + 4, 0x80000000 | 0x100).w(0x32f4, 3).w(0x32ec, 1)
    s.w(0x3200, 1).w(0x3250, 1).w(0x3204, 1).mw(0x3000, 1).run(5000).r(0x2100).r(0x3240)
    s.w(0xc02040, 0x1000).run(5000).reset().run(100)
    s.save(chip + '_pfifo')
    S(chip, 5).w(0x200, 0xffffffff).w(0x100c08, 0x10).w(0x1700, 0x10).r(0x700000).w(0x700000, 7).run(1000).save(chip + '_small_mem')
# gt215: PDAEMON/PCOPY falcon starts, timers
s = S('gt215', 0)
s.w(0x200, 0xffffffff).w(0x10a180, 1 << 24).w(0x10a184, 0xf8).w(0x10a104, 0).w(0x10a100, 2).run(5000)
s.w(0x104180, 1 << 24).w(0x104184, 0xf8).w(0x104100, 2).run(5000).w(0x9400, 0).w(0x9404, 0).w(0x9420, 0xff).run(5000)
s.save('gt215_falcons')
S('gt215', 5).w(0x200, 0xffffffff).w(0x10a100, 2).run(20000).r(0x10a040).save('gt215_small')
# r520: CP ring in sysmem as the radeon driver sets it up, with PM4 packets
s = S('r520', 0)
pm4 = [0x00001000 | (0x15e0 >> 2), 0xcafe, 0xc0001000, 0, 0x80000000]
for i, v in enumerate(pm4):
    s.mw(i * 4, v, sysmem=True)
s.w(0x700, 0x80000000).w(0x704, 13 | 4 << 8).w(0x70c, 0x8000fff0).w(0x774, 0x8000ff00).w(0x770, 0xff).w(0x740, 4 << 28)
s.w(0x714, len(pm4)).run(5000).r(0x710).w(0x714, 0x3fff).run(5000).reset().run(100)
s.save('r520_cp_ring')
S('r520', 5).w(0x700, 0x0).w(0x704, 0).w(0x740, 4 << 28).w(0x714, 7).run(3000).w(0x1400, 0xffffffff).w(0x2000, 0xffffffff).run(3000).save('r520_small')
# byte-enable writes (NV1 USER runouts, PRAMIN) and accesses through the BARs
s = S('nv1', 5)
s.w(0x602200, 0).wbe(0x800100, 0x00abcd00, 0x6).wbe(0x800104, 0xffffff, 0x7).r(0x2410)
s.bar(1, 0x2001, [1, 2, 3]).bar(0, 0x1002, [9, 9]).bar(1, 0xfffffe, [7, 7, 7, 7]).r(0x1000000)
s.save('nv1_be_bars')
s = S('g80', 5)
s.w(0x1700, 0x1).wbe(0x700004, 0xaa0000bb, 0x9).bar(1, 0x10, [1, 2, 3, 4]).w(0x1704, 0x40000010)
s.w(0x1708, 0x80000100).bar(1, 0x10, [5, 6]).bar(2, 0xfff000, [1] * 8).run(100)
s.save('g80_be_bars')
# the same with tracing and every log category on (byte 1 bits 4 and 5)
for name in ('g80_pfifo', 'nv1_pfifo', 'gt215_falcons', 'r520_cp_ring', 'falcon_start'):
    b = bytearray(open(os.path.join(out, name), 'rb').read())
    b[1] |= 0x30
    open(os.path.join(out, name + '_traced'), 'wb').write(bytes(b))
