#!/usr/bin/env python3
"""Writes tests/isa/r500-vs/r500.txt: one "dwords = text" line per form of the
R500 PVS table (src/isa/r500_vs_table.c), with operand variety (register
files, relative addressing, swizzles, negates, abs, sat, predication, the
dual-math word).

The dwords are encoded here independently of the C table, from the bit
positions of Mesa's r300_reg.h (PVS_DST_*/PVS_SRC_*) and buhman/r500
regs/pvs_bits (the dual-math word); see docs/hw/r5xx-3d.md. The test
(tests/unit/test_r500_vs_isa.c) then checks the C decoder and assembler
against these lines both ways, so the two encoders cross-check.
Run: python3 scripts/gen_r500_vs_isa.py > tests/isa/r500-vs/r500.txt"""

VE = ("vnop dp4 mul add mad dst frc max min sge slt mad2x mul_clamp flt2fix flt2fix_rnd "
      "pred_eq_push pred_gt_push pred_gte_push pred_neq_push cond_write_eq cond_write_gt "
      "cond_write_gte cond_write_neq cond_mux_eq cond_mux_gt cond_mux_gte sgt seq sne").split()
ME = ("mnop exp_dx log_dx exp_e lit pow rcp_dx rcp_ff rsq_dx rsq_ff mmul ex2 lg2 pow_clamp_b "
      "pow_clamp_b1 pow_clamp_01 sin cos lg2_ieee rcp_ieee rsq_ieee pred_eq pred_gt pred_gte "
      "pred_neq pred_clr pred_inv pred_pop pred_restore").split()
SW = "x y z w zero one".split()
WEN = ["nomask", "x", "y", "xy", "z", "xz", "yz", "xyz", "w", "xw", "yw", "xyw", "zw", "xzw",
       "yzw", "xyzw"]
DN = {0: "t", 1: "a", 2: "o", 3: "ox", 4: "at", 5: "i"}
SN = {0: "t", 1: "i", 2: "c", 3: "at"}


def dst(op, math=0, macro=0, typ=0, off=0, we=15, vsat=0, msat=0, pe=0, ps=0, dual=0, mode=0,
        sel=0):
    return (op | math << 6 | macro << 7 | typ << 8 | (mode >> 1) << 12 | off << 13 | we << 20 |
            vsat << 24 | msat << 25 | pe << 26 | ps << 27 | dual << 28 | sel << 29 |
            (mode & 1) << 31)


def src(typ, off, swz=(0, 1, 2, 3), neg=0, ab=0, mode=0, sel=0):
    v = typ | ab << 3 | (mode & 1) << 4 | off << 5
    for c in range(4):
        v |= swz[c] << (13 + 3 * c)
    return v | neg << 25 | sel << 29 | (mode >> 1) << 31


def stxt(typ, off, swz=(0, 1, 2, 3), neg=0, ab=0, mode=0, sel=0):
    s = ("abs " if ab else "") + "$%s%d" % (SN[typ], off)
    if mode == 1:
        s += " a0" + "xyzw"[sel]
    if mode == 2:
        s += " al"
    for c, z in enumerate(swz):
        s += " " + ("n" if neg >> c & 1 else "") + SW[z]
    return s


def dm(mop, dsto, we, typ, off, swz=(0, 1), neg=0, ab=0):
    return (typ | (mop >> 4) << 2 | ab << 3 | off << 5 | swz[0] << 13 | swz[1] << 16 |
            dsto << 19 | (mop & 15) << 21 | neg << 25 | we << 27)


def line(words, text, dis=False):
    print(("dis " if dis else "") + ", ".join("0x%08x" % w for w in words) + " = " + text)


def pre(pe, ps):
    return ("pred " if ps else "npred ") if pe else ""


print("# R500 PVS: one line per form of src/isa/r500_vs_table.c, \"dwords = text\" (four")
print("# instruction dwords, little-endian). Plain lines are checked both ways; \"dis\" lines")
print("# only decode. Written by scripts/gen_r500_vs_isa.py, which encodes independently of the")
print("# C table from Mesa r300_reg.h and buhman/r500 pvs_bits (docs/hw/r5xx-3d.md).")
for i, n in enumerate(VE):
    typ = 1 if n.startswith("flt2fix") else [0, 2, 4, 5, 0, 3][i % 6]
    off = 0 if typ == 1 else (i * 3) % 128
    pe, ps = (i >> 1) & 1, (i >> 1) & (i >> 2) & 1
    dmode, dsel = (1, i % 4) if i % 9 == 4 else ((2, 0) if i % 9 == 7 else (0, 0))
    d = dst(i, typ=typ, off=off, we=(i * 5) % 16, vsat=i & 1, pe=pe, ps=ps, mode=dmode, sel=dsel)
    sa = (i % 4, i * 7 % 256, (i % 6, (i + 1) % 6, (i + 2) % 6, (i + 3) % 6), i % 16, (i >> 3) & 1)
    sb = ((i + 1) % 4, i * 11 % 256, (3, 2, 1, 0), 0, 0, 1 if i % 5 == 0 else 0,
          i % 4 if i % 5 == 0 else 0)
    sc = ((i + 2) % 4, i, (0, 0, 0, 3), 0, 0, 2 if i % 7 == 0 else 0)
    t = pre(pe, ps) + n + (" sat" if i & 1 else "") + " $%s%d" % (DN[typ], off)
    t += {1: " a0" + "xyzw"[dsel], 2: " al", 0: ""}[dmode] + " " + WEN[(i * 5) % 16]
    t += " " + stxt(*sa) + " " + stxt(*sb) + " " + stxt(*sc)
    line([d, src(*sa), src(*sb), src(*sc)], t)
for i, n in enumerate(ME):
    typ = [0, 2, 3, 4][i % 4]
    pe, ps = int(i % 3 == 1), int(i % 6 == 1)
    we = 8 if i % 2 else 15
    d = dst(i, math=1, typ=typ, off=i, we=we, msat=(i >> 2) & 1, pe=pe, ps=ps)
    sa = (0, i, (3, 3, 3, 3), 15 if i % 4 == 0 else 0)
    sb = (2, i + 1, (3, 3, 3, 3), 0, i % 2)
    sc = (1, 2)
    t = pre(pe, ps) + n + (" sat" if (i >> 2) & 1 else "") + " $%s%d %s" % (DN[typ], i, WEN[we])
    t += " " + stxt(*sa) + " " + stxt(*sb) + " " + stxt(*sc)
    line([d, src(*sa), src(*sb), src(*sc)], t)
for i, n in enumerate(["madm", "mad2xm"]):
    d = dst(i, macro=1, off=5, vsat=i)
    line([d, src(0, 1), src(0, 2), src(0, 3, neg=5)],
         n + (" sat" if i else "") + " $t5 xyzw " + stxt(0, 1) + " " + stxt(0, 2) + " " +
         stxt(0, 3, neg=5))
for i, n in enumerate(VE):
    mop = (i * 3 + 1) % 29
    typ = [0, 2, 5][i % 3]
    d = dst(i, typ=typ, off=i, we=7, vsat=i & 1, dual=1, msat=(i >> 1) & 1)
    sa, sb = (1, i), (2, 2 * i, (4, 5, 0, 1), 3)
    c = dm(mop, i % 4, (i >> 2) % 4, i % 4, i + 1, (3, i % 6), neg=i % 4, ab=(i >> 2) & 1)
    t = n + (" sat" if i & 1 else "") + " $%s%d xyz " % (DN[typ], i) + stxt(*sa) + " " + stxt(*sb)
    t += " " + ME[mop] + (" sat" if (i >> 1) & 1 else "")
    t += " $at%d %s " % (i % 4, "xyzw"[(i >> 2) % 4])
    t += ("abs " if (i >> 2) & 1 else "") + "$%s%d" % (SN[i % 4], i + 1)
    t += " " + ("n" if i % 4 & 1 else "") + "w " + ("n" if i % 4 & 2 else "") + SW[i % 6]
    line([d, src(*sa), src(*sb), c], t)
# Mesa r300's pass-through of a texture coordinate (r3xx_vertprog.c): the
# unused z and w source components are select 7, RC_SWIZZLE_UNUSED
line([dst(3, typ=2, off=1, we=3), src(1, 1, (0, 1, 7, 7)), src(1, 1, (4, 4, 4, 4)),
      src(1, 1, (4, 4, 4, 4))],
     "add $o1 xy $i1 x y unused unused $i1 zero zero zero zero $i1 zero zero zero zero")
line([dst(3, typ=0, off=2, we=15), src(0, 2, (0, 7, 2, 7), neg=10), src(0, 2, (4, 4, 4, 4)),
      src(0, 2, (4, 4, 4, 4))],
     "add $t2 xyzw $t2 x nunused z nunused $t2 zero zero zero zero $t2 zero zero zero zero")
# decode only: the undefined, printed visibly
line([0x1d, 0, 0, 0], "??? [unknown: 1d 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00] "
     "[unknown instruction]", True)  # vector opcode 29
line([0x60, 0, 0, 0], "??? [unknown: 60 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00] "
     "[unknown instruction]", True)  # math opcode 32
line([0xc0, 0, 0, 0], "??? [unknown: c0 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00] "
     "[unknown instruction]", True)  # math + macro
line([0x10000041, 0, 0, 0], "??? [unknown: 41 00 00 10 00 00 00 00 00 00 00 00 00 00 00 00] "
     "[unknown instruction]", True)  # dual math op
# sense without enable, the spare bit, A0 select under absolute addressing, swizzle 6;
# destination type 6 and a plain source with swizzle 7
line([0x08000003, 0x4, 0x20000000, 0xc000], "add $t0 nomask $t0 x x x x $t0 x x x x $t0 ??? x x x "
     "[unknown: 00 00 00 08 04 00 00 00 00 00 00 20 00 c0 00 00] [unknown operand]", True)
line([0x00000503, 0, 0, 0x3 << 29 | 1 << 31 | 1 << 4],
     "add $i0 nomask $t0 x x x x $t0 x x x x $t0 ??? x x x x [unknown: 00 00 00 00 00 00 00 00 "
     "00 00 00 00 10 00 00 e0] [unknown operand]", True)
line([0x00000603, 0, 0, 0x03a00004], "add ??? $t0 x x x x $t0 x x x x $t0 nx x zero ??? [unknown: "
     "00 06 00 00 00 00 00 00 00 00 00 00 04 00 80 01] [unknown operand]", True)
