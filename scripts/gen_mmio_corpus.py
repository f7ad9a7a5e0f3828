#!/usr/bin/env python3
"""Writes the hand-made seed inputs of tests/fuzz/fuzz_mmio.c (layout in its header).

Usage: scripts/gen_mmio_corpus.py tests/fuzz/corpus/mmio"""
import struct, os, sys
out = sys.argv[1]
CH = {'null':0,'falcon':1,'nv1':2,'g80':3,'g84':4,'gt215':5,'r520':6,'gm20b':7,'gv100':8}
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
# gm20b/gv100: one channel as nouveau's gk104/gv100 code sets it up (instance block, page
# tables mapping the GP ring at 0xa000 and the pushbuffer at 0xb000 1:1, USERD, runlist),
# a SET_OBJECT and a method to the record engine
for chip in ('gm20b', 'gv100'):
    v = chip == 'gv100'
    s = S(chip, 0)
    for a, x in ((0x1008, 0x3000), (0x1010, 0xface), (0x1048, 0xa000), (0x104c, 4 << 16),
                 (0x1094, 0x30000001), (0x1200, 0x4000 | 1 << 11 | (1 << 10 if v else 0)),
                 (0xa000, 0xb000), (0xa004, 4 << 10), (0xb000, 0x20010000), (0xb004, 0x5ec0),
                 (0xb008, 0x20010040), (0xb00c, 0x1234), (0x308c, 1)):
        s.mw(a, x)
    if v:
        for a, x in ((0x4000, 0x602), (0x6000, 0x702), (0x7000, 0x902), (0x9008, 0x802),
                     (0x8050, 0xa01), (0x8058, 0xb01), (0x5000, 0x80030001), (0x5004, 1),
                     (0x5010, 0x3000), (0x5018, 0x1000)):
            s.mw(a, x)
    else:
        for a, x in ((0x4004, 0x81), (0x8050, 0xa1), (0x8058, 0xb1), (0x5000, 0)):
            s.mw(a, x)
    s.w(0xff008, 0xc000).w(0xff014, 0x1000).w(0xff004, 1)
    s.w(0x2140, 0xffffffff).w(0x4010c, 0xffffffff).w(0x800000, 0x80000001).w(0x800004, 0x400)
    s.w(0x2270, 5).w(0x2274, 2 if v else 1)
    if v:
        s.w(0x810090, 0)
    s.run(5000).r(0x40108).r(0x2100).r(0xff018).w(0x40108, 0xffffffff).run(2000).reset().run(100)
    s.save(chip + '_host')
    # BAR1 (and gv100's BAR2, aperture 2) through the channel's instance block: a mapped
    # page, an unmapped one (a fault); gv100's fault buffer in BAR2's space (nouveau)
    s = S(chip, 0)
    for a, x in ((0x1200, 0x4000 | 1 << 11 | (1 << 10 if v else 0)), (0xb000, 0x11111111)):
        s.mw(a, x)
    if v:
        for a, x in ((0x4000, 0x602), (0x6000, 0x702), (0x7000, 0x902), (0x9008, 0x802),
                     (0x8050, 0xa01), (0x8058, 0xb01)):
            s.mw(a, x)
        s.w(0x100e34, 0x40000000).w(0x100e24, 0xa800).w(0x100e34, 0x80000004)
        s.w(0x100a2c, 0xa8000000).w(0x1714, 0x80000001)
    else:
        for a, x in ((0x4004, 0x81), (0x8050, 0xa1), (0x8058, 0xb1)):
            s.mw(a, x)
    s.w(0x1704, 0x80000001).r(0x1710).bar(1, 0xb004, [1, 2, 3, 4]).bar(1, 0xd000, [5, 6])
    if v:
        s.bar(2, 0xaffe, [7, 8, 9, 10]).bar(2, 0x30000, [1]).r(0x100a20).r(0x100e30)
    s.r(0x2100).r(0x259c).w(0x1700, 0x1).r(0x700000).w(0x1704, 1).bar(1, 0xb000, [3])
    s.save(chip + '_bars')
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
for name in ('g80_pfifo', 'nv1_pfifo', 'gt215_falcons', 'r520_cp_ring', 'falcon_start', 'gm20b_host', 'gv100_host'):
    b = bytearray(open(os.path.join(out, name), 'rb').read())
    b[1] |= 0x30
    open(os.path.join(out, name + '_traced'), 'wb').write(bytes(b))
