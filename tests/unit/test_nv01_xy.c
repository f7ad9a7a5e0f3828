/* NV1 PGRAPH XY logic and state diffs: every method of every class, one
 * at a time, changes exactly the registers envytools documents, to the
 * values worked out by hand from nvhw/pgraph_xy.c, nvhw/pgraph.c
 * (pgraph_prep_draw) and hwtest/pgraph_mthd_xy.cc, pgraph_class_*.cc
 * (the NV1 branches). Register writes are checked the same way against
 * hwtest/pgraph_state_tests.cc (VtxWriteTest, IClipWriteTest,
 * UClipWriteTest, ClipStatusTest, MMIOReadTest).
 *
 * The start state is the reset one (XY_D 0x555500, everything else 0,
 * CANVAS 0 .. 0x0fff0fff) with an object of the class current (ACCESS
 * class, options 0x17 unless given). Clip status nibbles in XY_D are 0
 * inside, 1 below, 2 at the minimum, 4 above, 8 at the maximum. */
#include "harness.h"
#include "softgpu/softgpu.h"

static void silent(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	(void)user;
	(void)level;
	(void)cat;
	(void)msg;
}

static sgpu_device *nv1_with(uint32_t cls, uint32_t opts)
{
	sgpu_device *d = NULL;
	sgpu_device_create("nv1", NULL, &d);
	if (!d)
		return NULL;
	sgpu_set_log_callback(d, silent, NULL);
	sgpu_mmio_wr32(d, 0x400190, 0x10010000); /* CHID_VALID: no CONTEXT_SWITCH */
	sgpu_mmio_wr32(d, 0x400000 | cls << 16, opts);
	return d;
}

/* All PGRAPH registers 0x080-0x73c. The user clip is read through its
 * relative view (0x560+; the canvas origin is 0 here): reading the
 * absolute one clears XY_B bits 12-23. The other relative views mirror
 * the absolute registers and are left out. */
#define NREG (0x740 / 4)
static void snapshot(sgpu_device *d, uint32_t *r)
{
	for (uint32_t o = 0x080; o < 0x740; o += 4) {
		if (o >= 0x500 && o < 0x600)
			continue;
		uint32_t at = (o >= 0x460 && o < 0x470) ? o + 0x100 : o;
		r[o / 4] = sgpu_mmio_rd32(d, 0x400000 + at);
	}
}

struct chg {
	uint16_t off;
	uint32_t val;
};

struct step {
	uint32_t addr, val;
	struct chg c[14]; /* the registers that change, and to what */
};

struct seq {
	const char *name;
	uint32_t cls, opts;
	struct step st[16];
};

#define XA 0x640 /* XY_A */
#define XB 0x644 /* XY_B */
#define DX 0x648 /* XY_D X */
#define DY 0x64c /* XY_D Y */
#define VA 0x650 /* VALID */
#define SC 0x654 /* SRC_COLOR */
#define VX(i) (0x400 + 4 * (i))
#define VY(i) (0x480 + 4 * (i))

static const struct seq seqs[] = {
        {"BETA", 0x01, 0x17, {{0x410300, 0x12345678, {{0x630, 0x12000000}}}}},
        {"ROP", 0x02, 0x17, {{0x420300, 0xa5, {{0x624, 0xa5}}}}},
        {"ROP invalid", 0x02, 0x17,
         {{0x420300, 0x1ff, {{0x624, 0xff}, {0x100, 1}, {0x104, 0x10}, {0x6a4, 0x0f002010}}}}},
        {"CHROMA", 0x03, 0x17, {{0x430304, 0x8000, {{0x62c, 0x40000000}}}}},
        {"PLANE", 0x04, 0x17, {{0x440304, 0x8000, {{0x628, 0x40000000}}}}},
        {"PATTERN", 0x06, 0x17,
         {{0x460308, 2, {{0x618, 2}}},
          {0x460310, 0x8000, {{0x604, 0xff}}},
          {0x460314, 0x8000, {{0x60c, 0xff}}},
          {0x460318, 0xdeadbeef, {{0x610, 0xdeadbeef}}},
          {0x46031c, 0x12345678, {{0x614, 0x12345678}}}}},
        /* nv01_pgraph_set_clip: CORNER into vertex 15 and the UCLIP queue,
         * SIZE relative to it; XY_B collects the compare bits */
        {"CLIP", 0x05, 0x17,
         {{0x450300, 0x00200010,
           {{VX(15), 0x10}, {VY(15), 0x20}, {0x464, 0x10}, {0x46c, 0x20},
            {XB, 0x01000000}, {DX, 0x555000}, {DY, 0x555000}, {VA, 0x01000000}}},
          {0x450304, 0x00080004,
           {{VX(15), 0x14}, {VY(15), 0x28}, {0x460, 0x10}, {0x464, 0x14}, {0x468, 0x20},
            {0x46c, 0x28}, {XB, 0x01033000}, {DX, 0x550000}, {DY, 0x550000}, {VA, 0}}}}},
        /* POINT keeps its clip status in nibbles 2 and 3 */
        {"POINT", 0x08, 0x17,
         {{0x480304, 0x1234, {{SC, 0x1234}}},
          {0x480400, 0x00050003,
           {{VX(0), 3}, {VY(0), 5}, {XA, 0x10000000}, {XB, 0x01000000}, {DX, 0x550000},
            {DY, 0x550000}}},
          {0x480480, 7, {{VX(0), 7}, {XA, 0}, {VA, 1}}},
          {0x480484, 9, {{VY(0), 9}, {XA, 0x10000000}, {VA, 0}}},
          {0x480500, 0x4321, {{SC, 0x4321}}},
          {0x480504, 0xfffe0002, {{VX(0), 2}, {VY(0), 0xfffffffe}, {DY, 0x551100}}}}},
        /* lines: a polyline continues from a finished line (VALID 0x30130) */
        {"LINE", 0x09, 0x17,
         {{0x490400, 0x00050003,
           {{VX(0), 3}, {VY(0), 5}, {XA, 0x10000000}, {XB, 0x01000000}, {DX, 0x555000},
            {DY, 0x555000}, {VA, 0x011111}}},
          {0x490404, 0x00090007,
           {{VX(1), 7}, {VY(1), 9}, {XA, 0}, {DX, 0x550000}, {DY, 0x550000}, {VA, 0x030130}}},
          {0x490500, 0x000b0006, {{VX(0), 6}, {VY(0), 11}, {XA, 0x10000000}, {VA, 0x010110}}},
          {0x490580, 2, {{VX(1), 2}, {VA, 0x010130}}},
          {0x490584, 4, {{VY(1), 4}, {XA, 0}, {VA, 0x020120}}},
          {0x490600, 0x55, {{SC, 0x55}}},
          {0x490604, 0x00030001, {{VX(0), 1}, {VY(0), 3}, {XA, 0x10000000}, {VA, 0x010110}}},
          {0x490480, 0x10, {{VX(0), 0x10}, {XA, 0}, {VA, 0x111}}},
          {0x490484, 0x20, {{VY(0), 0x20}, {XA, 0x10000000}, {VA, 0x11111}}},
          {0x490488, 0x30, {{VX(1), 0x30}, {VA, 0x11133}}},
          {0x49048c, 0x40, {{VY(1), 0x40}, {XA, 0}, {VA, 0x30130}}}}},
        {"LIN", 0x0a, 0x17,
         {{0x4a0304, 0x99, {{SC, 0x99}}},
          {0x4a0400, 0x00050003,
           {{VX(0), 3}, {VY(0), 5}, {XA, 0x10000000}, {XB, 0x01000000}, {DX, 0x555000},
            {DY, 0x555000}, {VA, 0x011111}}},
          {0x4a0404, 0x00090007,
           {{VX(1), 7}, {VY(1), 9}, {XA, 0}, {DX, 0x550000}, {DY, 0x550000}, {VA, 0x030130}}}}},
        /* TRI: the slot counter wraps at 3; mesh vertices replace the
         * oldest; a vertex beyond 0x7fff sets its XY_D out-of-range bit
         * and the next draw raises XY_RANGE (and halts) */
        {"TRI", 0x0b, 0x17,
         {{0x4b0310, 0x00050003,
           {{VX(0), 3}, {VY(0), 5}, {XA, 0x10000000}, {XB, 0x01000000}, {DX, 0x555000},
            {DY, 0x555000}, {VA, 0x011111}}},
          {0x4b0314, 0x00050009,
           {{VX(1), 9}, {VY(1), 5}, {XA, 0x20000000}, {DX, 0x550000}, {DY, 0x550000},
            {VA, 0x033133}}},
          {0x4b0318, 0x000a0006,
           {{VX(2), 6}, {VY(2), 10}, {XA, 0}, {DX, 0x500000}, {DY, 0x500000}, {VA, 0x070170}}},
          {0x4b0400, 0x000c0004, {{VX(0), 4}, {VY(0), 12}, {XA, 0x10000000}, {VA, 0x050150}}},
          {0x4b0480, 8, {{VX(1), 8}, {VA, 0x050170}}},
          {0x4b0484, 2, {{VY(1), 2}, {XA, 0x20000000}, {VA, 0x030130}}},
          {0x4b0580, 0x77, {{SC, 0x77}}},
          {0x4b0584, 0x00010001, {{VX(2), 1}, {VY(2), 1}, {XA, 0}, {VA, 0x060160}}},
          {0x4b0500, 0x88, {{SC, 0x88}}},
          {0x4b0320, 0, {{VX(0), 0}, {DX, 0x500200}, {VA, 0x111}}},
          {0x4b0324, 0xfff, {{VY(0), 0xfff}, {XA, 0x10000000}, {DY, 0x500800}, {VA, 0x11111}}},
          {0x4b0328, 0x1000, {{VX(1), 0x1000}, {DX, 0x504200}, {VA, 0x11133}}},
          {0x4b032c, 0xfffff000,
           {{VY(1), 0xfffff000}, {XA, 0x20000000}, {DY, 0x501800}, {VA, 0x33133}}},
          {0x4b0330, 0x9000, {{VX(2), 0x9000}, {DX, 0x544240}, {VA, 0x33177}}},
          {0x4b0334, 5,
           {{VY(2), 5}, {XA, 0}, {VA, 0x70170}, {0x100, 0x1000}, {0x6a4, 0x0f00b010}}}}},
        /* ctriangle: colour, then three vertices */
        {"TRI ctriangle", 0x0b, 0x17,
         {{0x4b0500, 0x66, {{SC, 0x66}}},
          {0x4b0504, 0x00050003,
           {{VX(0), 3}, {VY(0), 5}, {XA, 0x10000000}, {XB, 0x01000000}, {DX, 0x555000},
            {DY, 0x555000}, {VA, 0x011111}}},
          {0x4b0508, 0x00050009,
           {{VX(1), 9}, {VY(1), 5}, {XA, 0x20000000}, {DX, 0x550000}, {DY, 0x550000},
            {VA, 0x033133}}},
          {0x4b050c, 0x000a0006,
           {{VX(2), 6}, {VY(2), 10}, {XA, 0}, {DX, 0x500000}, {DY, 0x500000},
            {VA, 0x070170}}}}},
        {"RECT", 0x0c, 0x17,
         {{0x4c0304, 0x1234, {{SC, 0x1234}}},
          {0x4c0400, 0x00050003,
           {{VX(0), 3}, {VY(0), 5}, {XA, 0x10000000}, {XB, 0x01000000}, {DX, 0x555000},
            {DY, 0x555000}, {VA, 0x1101}}},
          {0x4c0404, 0x00040002,
           {{VX(1), 5}, {VY(1), 9}, {XA, 0}, {DX, 0x550000}, {DY, 0x550000}, {VA, 0}}}}},
        /* CLIP.SIZE with a RECT current: the size goes from vertex 0 into
         * the counter's slot (nv01_pgraph_set_clip), VALID bit 28 */
        {"CLIP SIZE on RECT", 0x0c, 0x17,
         {{0x4c0400, 0x00050003,
           {{VX(0), 3}, {VY(0), 5}, {XA, 0x10000000}, {XB, 0x01000000}, {DX, 0x555000},
            {DY, 0x555000}, {VA, 0x1101}}},
          {0x450304, 0x00020004,
           {{VX(1), 7}, {VY(1), 7}, {0x464, 7}, {0x46c, 7}, {XB, 0x01033000}, {DX, 0x550000},
            {DY, 0x550000}, {VA, 0x10001101}}}}},
        /* NOTIFY with NOTIFY_VALID: pending (bit 16) */
        {"RECT notify", 0x0c, 0x117, {{0x4c0104, 0, {{0x684, 0x10000}}}}},
        /* TEXLIN: vertices stored << 15 | 0x4000; the counter wraps at 3 */
        {"TEXLIN", 0x0d, 0x17,
         {{0x4d0304, 0x22, {{0x658, 0x22}}},
          {0x4d0310, 0x00020001,
           {{VX(0), 0xc000}, {VY(0), 0x14000}, {XA, 0x10000000}, {XB, 0x01000000},
            {DX, 0x555000}, {DY, 0x555000}, {VA, 0x1001}}},
          {0x4d0314, 0x00020003,
           {{VX(1), 0x1c000}, {VY(1), 0x14000}, {XA, 0x20000000}, {DX, 0x550000},
            {DY, 0x550000}, {VA, 0x3003}}},
          {0x4d0318, 0x00040003,
           {{VX(2), 0x1c000}, {VY(2), 0x24000}, {XA, 0}, {DX, 0x500000}, {DY, 0x500000},
            {VA, 0x7007}}},
          {0x4d031c, 0x00040001,
           {{VX(3), 0xc000}, {VY(3), 0x24000}, {XA, 0x10000000}, {DX, 0}, {DY, 0},
            {VA, 0xf00f}}},
          {0x4d0400, 0x80008000, {{SC, 0x80008000}}}}},
        /* XYF after XY: the mode change drops VALID; XY_B bit 25 */
        {"TEXLIN xyf", 0x0d, 0x17,
         {{0x4d0310, 0x00020001,
           {{VX(0), 0xc000}, {VY(0), 0x14000}, {XA, 0x10000000}, {XB, 0x01000000},
            {DX, 0x555000}, {DY, 0x555000}, {VA, 0x1001}}},
          {0x4d0354, 0x00100010,
           {{VX(1), 0x84000}, {VY(1), 0x84000}, {XA, 0x20000000}, {XB, 0x03000000},
            {DX, 0x550000}, {DY, 0x550000}, {VA, 0x2002}}}}},
        {"TEXLINBETA beta", 0x1d, 0x17,
         {{0x5d0380, 0x00ff0080, {{0x700, 0xc000}, {0x704, 0xc000}, {VA, 0x1000}}}}},
        {"TEXQUADBETA", 0x1e, 0x17,
         {{0x5e0350, 0x00200010,
           {{VX(0), 0x84000}, {VY(0), 0x104000}, {XA, 0x10000000}, {XB, 0x03000000},
            {DX, 0x555000}, {DY, 0x555000}, {VA, 0x1001}}},
          {0x5e0390, 0x80000000, {{0x720, 0x4000}, {VA, 0x11001}}},
          {0x5e0380, 0x0000ff80, {{0x700, 0x1ffc000}, {0x704, 0x4000}}}}},
        /* BLIT: counter wraps at 4; WH makes vertices 2 and 3 */
        {"BLIT", 0x10, 0x17,
         {{0x500300, 0x00020001,
           {{VX(0), 1}, {VY(0), 2}, {XA, 0x10000000}, {XB, 0x01000000}, {DX, 0x555000},
            {DY, 0x555000}, {VA, 0x1101}}},
          {0x500304, 0x00060005,
           {{VX(1), 5}, {VY(1), 6}, {XA, 0x20000000}, {DX, 0x550000}, {DY, 0x550000},
            {VA, 0x3103}}},
          {0x500308, 0x00030004,
           {{VX(2), 5}, {VY(2), 5}, {VX(3), 9}, {VY(3), 9}, {XA, 0}, {DX, 0}, {DY, 0},
            {VA, 0}}}}},
        /* IFC: point in vertex 4, SIZE_OUT 5, SIZE_IN 3 as (w, -h); the
         * first word sets vertex 6 = 4 + 5 and ICLIP, XY_B bit 0; every
         * word steps vertices 0-2 (hwtest MthdIfcDataTest) */
        {"IFC", 0x11, 0x17,
         {{0x510304, 0x00040002,
           {{VX(4), 2}, {VY(4), 4}, {XA, 0x10000000}, {XB, 0x01000000}, {DX, 0x555000},
            {DY, 0x555000}, {VA, 0x10010}}},
          {0x510308, 0x00030002, {{VX(5), 2}, {VY(5), 3}, {XA, 0}, {VA, 0x30030}}},
          {0x51030c, 0x00030002,
           {{VX(3), 2}, {VY(3), 0xfffffffd}, {DX, 0x20555000}, {DY, 0x20555000}, {VA, 0x38038}}},
          /* 16bpp: 2 pixels a word, one row of 2; the machine is a word
           * ahead: vertex 0 already on row 1, 2.y = -(rows left) */
          {0x510400, 0x11223344,
           {{SC, 0x11223344}, {XB, 0x00144001}, {0x450, 4}, {0x454, 7}, {VX(6), 4}, {VY(6), 7},
            {VX(0), 2}, {VY(0), 5}, {VX(1), 4}, {VY(2), 0xffffffff}, {DX, 0x00558000},
            {DY, 0x10555000}}},
          {0x510404, 0x55667788, {{SC, 0x55667788}, {VY(0), 6}, {VY(2), 0}, {DY, 0x00555000}}},
          /* the last row: next comes the image to the right, beyond ICLIP */
          {0x510408, 0x99aabbcc,
           {{SC, 0x99aabbcc}, {VX(4), 4}, {VX(0), 4}, {VY(0), 4}, {VX(1), 6},
            {VY(2), 0xfffffffe}, {DX, 0x00554800}, {DY, 0x10555000}}}}},
        {"BITMAP", 0x12, 0x17,
         {{0x520308, 0x8000, {{0x61c, 0x40000000}}},
          {0x52030c, 0x8000, {{0x620, 0x40000000}}},
          {0x520310, 0x00010001,
           {{VX(4), 1}, {VY(4), 1}, {XA, 0x10000000}, {XB, 0x01000000}, {DX, 0x555000},
            {DY, 0x555000}, {VA, 0x10010}}},
          {0x520314, 0x00010008, {{VX(5), 8}, {VY(5), 1}, {XA, 0}, {VA, 0x30030}}},
          {0x520318, 0x00010008,
           {{VX(3), 8}, {VY(3), 0xffffffff}, {0x65c, 0x100}, {DX, 0x20555000}, {DY, 0x20555000},
            {VA, 0x38038}}},
          /* 8 wide: XY_E bit 8, the narrow mode hwtest leaves out: no stepping */
          {0x520400, 0xa5,
           {{SC, 0xa5}, {XB, 0x00144001}, {0x450, 9}, {0x454, 2}, {VX(6), 9}, {VY(6), 2}}}}},
        /* IFM: OFFSET checks VALID 0x70070 and clears it */
        {"IFM", 0x13, 0x17,
         {{0x530308, 0x00020001,
           {{VX(4), 1}, {VY(4), 2}, {XA, 0x10000000}, {XB, 0x01000000}, {DX, 0x555000},
            {DY, 0x555000}, {VA, 0x10010}}},
          {0x53030c, 0x00020004,
           {{VX(3), 4}, {VY(3), 0xfffffffe}, {XA, 0}, {DX, 0x20555000}, {DY, 0x20555000},
            {VA, 0x18018}}},
          {0x530310, 0x10, {{VX(6), 0x10}, {VA, 0x58058}}},
          {0x530314, 0, {{VA, 0}}}}},
        /* ITM: counter wraps at 4; SIZE makes vertex 2 and keeps the size
         * in vertex 3 */
        {"ITM", 0x14, 0x17,
         {{0x540308, 0x00020001,
           {{VX(0), 1}, {VY(0), 2}, {XA, 0x10000000}, {XB, 0x01000000}, {DX, 0x555000},
            {DY, 0x555000}, {VA, 0x1001}}},
          {0x54030c, 0x00030002,
           {{VX(2), 3}, {VY(2), 5}, {VX(3), 2}, {VY(3), 3}, {XA, 0x20000000}, {DX, 0x505000},
            {DY, 0x505000}, {VA, 0x5005}}},
          {0x540310, 0x20, {{VX(6), 0x20}, {VA, 0x45045}}},
          {0x540314, 0, {{XA, 0}, {VA, 0}}}}},
};

static bool run_step(sgpu_device *d, const struct seq *q, const struct step *st)
{
	static uint32_t before[NREG], after[NREG];
	snapshot(d, before);
	sgpu_mmio_wr32(d, st->addr, st->val);
	snapshot(d, after);
	bool ok = true;
	for (uint32_t o = 0x080; o < 0x740; o += 4) {
		if (o == 0x6a8 || o == 0x6ac || (o >= 0x500 && o < 0x600))
			continue; /* TRAP_ADDR/DATA: every method */
		const struct chg *c = NULL;
		for (int i = 0; i < 14 && st->c[i].off; i++)
			if (st->c[i].off == o)
				c = &st->c[i];
		uint32_t want = c ? c->val : before[o / 4];
		if (after[o / 4] != want) {
			fprintf(stderr, "%s: method 0x%06x <- 0x%08x: +0x%03x is 0x%08x, want 0x%08x\n",
			        q->name, st->addr, st->val, o, after[o / 4], want);
			ok = false;
		}
	}
	if (after[0x6a8 / 4] != (st->addr & 0x1fffff) || after[0x6ac / 4] != st->val) {
		fprintf(stderr, "%s: TRAP_ADDR/DATA 0x%08x 0x%08x\n", q->name, after[0x6a8 / 4],
		        after[0x6ac / 4]);
		ok = false;
	}
	return ok;
}

SGPU_TEST(every_method_changes_the_documented_registers)
{
	bool ok = true;
	for (size_t k = 0; k < sizeof(seqs) / sizeof(seqs[0]); k++) {
		const struct seq *q = &seqs[k];
		sgpu_device *d = nv1_with(q->cls, q->opts);
		SGPU_ASSERT(d);
		for (int i = 0; i < 16 && q->st[i].addr; i++)
			ok &= run_step(d, q, &q->st[i]);
		sgpu_device_destroy(d);
	}
	SGPU_ASSERT(ok);
}

/* ------------------------------------------------------------------ register writes */

/* VtxWriteTest: absolute writes use slot 0's status bits whatever the
 * vertex; relative ones add the canvas origin and use slot idx & 3,
 * with a carry when the add wraps. */
SGPU_TEST(vertex_writes_set_clip_status)
{
	sgpu_device *d = nv1_with(0x0c, 0x17);
	sgpu_mmio_wr32(d, 0x400404, 0x1000); /* X1 above the canvas: status 4, nibble 2 */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400648), 0x555400);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400404), 0x1000);
	sgpu_mmio_wr32(d, 0x400688, 0x00100020); /* CANVAS_MIN x 0x20, y 0x10 */
	sgpu_mmio_wr32(d, 0x400508, 0xfffffff0); /* X2 relative: -16 + 0x20 */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400408), 0x10);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400508), 0xfffffff0);
	/* below the canvas (1) in nibble 4, carry in bit 2 */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400648), 0x515404);
	/* vertex 16: its status goes to XY_E (Y: bits 20-23), at max: 8 */
	sgpu_mmio_wr32(d, 0x400688, 0);
	sgpu_mmio_wr32(d, 0x4004c0, 0xfff);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x40065c), 0x00800000);
	/* out of range (>= 0x8000): bit 4 */
	sgpu_mmio_wr32(d, 0x400480, 0x8000);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x40064c), 0x555410);
	/* VTX_BETA keeps 25 bits (ScanVtxTest) */
	sgpu_mmio_wr32(d, 0x400700, 0xffffffff);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400700), 0x01ffffff);
	sgpu_device_destroy(d);
}

/* ClipStatusTest: the compare bounds are the canvas, inclusive. */
SGPU_TEST(clip_status_against_canvas)
{
	sgpu_device *d = nv1_with(0x0c, 0x17);
	sgpu_mmio_wr32(d, 0x400688, 0x00000010); /* min x 16 */
	sgpu_mmio_wr32(d, 0x40068c, 0x0fff0100); /* max x 0x100 */
	static const uint32_t x[5] = {0xf, 0x10, 0x11, 0x100, 0x101};
	static const uint32_t st[5] = {1, 2, 0, 8, 4};
	for (int i = 0; i < 5; i++) {
		sgpu_mmio_wr32(d, 0x400400, x[i]);
		SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400648) >> 8 & 0xf, st[i]);
	}
	/* 18-bit compare: 0x40010 is 0x10 */
	sgpu_mmio_wr32(d, 0x400400, 0x40010);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400648) >> 8 & 0xf, 2);
	sgpu_device_destroy(d);
}

/* IClipWriteTest: 18 bits kept; XY_B 14/18/20 cleared, then 14+4xy and
 * (for X) 20 say "not beyond the maximum". */
SGPU_TEST(iclip_writes)
{
	sgpu_device *d = nv1_with(0x0c, 0x17);
	sgpu_mmio_wr32(d, 0x400450, 0xfffc0005);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400450), 5);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400644), 0x00104000);
	sgpu_mmio_wr32(d, 0x400454, 0x1000); /* beyond max y 0xfff */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400454), 0x1000);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400644), 0);
	sgpu_mmio_wr32(d, 0x400688, 0x00000020);
	sgpu_mmio_wr32(d, 0x400550, 0xfffffff0); /* relative: 0x10, below min 0x20: bit 4 */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400450), 0x10);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400644), 0x00104010);
	sgpu_device_destroy(d);
}

/* UClipWriteTest / ScanClipTest / MMIOReadTest: min and max are a
 * queue, the max write sets the compare bits, reads clear XY_B 12-23. */
SGPU_TEST(uclip_writes_and_reads)
{
	sgpu_device *d = nv1_with(0x0c, 0x17);
	sgpu_mmio_wr32(d, 0x400460, 0x30);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x40043c), 0x30); /* vertex 15 */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400644), 0);
	sgpu_mmio_wr32(d, 0x400464, 0xfffc0050);
	/* XY_D X nibble 2 is 5: bit 10 set gives bit 8, bit 8 set clears 12 */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400644), 0x00002100);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400564), 0x50); /* relative view: no side effect */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400644), 0x00002100);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400460), 0x30);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400644), 0x00000100);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400464), 0x50);
	sgpu_device_destroy(d);
}

/* The current object's class, not the method area, drives the XY logic
 * (hwtest writes methods with a random ACCESS class): a RECT.WH with a
 * LINE object current adds to vertex 15, and prep_draw checks LINE's
 * VALID bits. */
SGPU_TEST(xy_logic_follows_the_current_class)
{
	sgpu_device *d = nv1_with(0x09, 0x17);
	sgpu_mmio_wr32(d, 0x40043c, 0x10);
	sgpu_mmio_wr32(d, 0x4004bc, 0x20);
	sgpu_mmio_wr32(d, 0x4c0404, 0x00020001);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x40043c), 0x11);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x4004bc), 0x22);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400650), 0x080080);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400640), 0x10000000);
	/* and the draw check is LINE's: VALID & 0x3103 incomplete */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400100), 1u << 16);
	sgpu_device_destroy(d);
}

/* A polyline vertex without a finished line before it: MISSING_METHOD
 * (prep_draw wants VALID & 0x3f13f == 0x30130). */
SGPU_TEST(polyline_needs_a_finished_line)
{
	sgpu_device *d = nv1_with(0x09, 0x17);
	sgpu_mmio_wr32(d, 0x490500, 0x00050005);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400100), 1u << 16);
	sgpu_device_destroy(d);
}

/* SIZE_IN with a zero width: image_zero (XY_A bit 12); data then draws
 * nothing and raises nothing when VALID is complete. */
SGPU_TEST(ifc_zero_size)
{
	sgpu_device *d = nv1_with(0x11, 0x17);
	sgpu_mmio_wr32(d, 0x510304, 0x00040002);
	sgpu_mmio_wr32(d, 0x510308, 0x00030002);
	sgpu_mmio_wr32(d, 0x51030c, 0x00030000);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400640), 0x00001000);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400648) >> 28, 0);
	sgpu_mmio_wr32(d, 0x510400, 0xffffffff);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400100), 0);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400644) & 1, 0); /* no image started */
	sgpu_device_destroy(d);
}

/* IFC rows are packed without padding (the stepping machine: a word
 * that runs past a row's end starts the next row): 3 pixels a row at 2
 * pixels a word put word 1's second pixel at the start of row 1. */
static uint16_t px16(sgpu_device *d, int x, int y)
{
	uint16_t v = 0;
	sgpu_mem_read(d, SGPU_SPACE_VRAM, (uint64_t)(y * 640 + x) * 2, &v, 2);
	return v & 0x7fff;
}

SGPU_TEST(ifc_rows_are_packed)
{
	sgpu_device *d = nv1_with(0x11, 0x17); /* 640 wide, 16bpp, A1R5G5B5 source */
	sgpu_mmio_wr32(d, 0x510304, 0x00040002);
	sgpu_mmio_wr32(d, 0x510308, 0x00020003);
	sgpu_mmio_wr32(d, 0x51030c, 0x00020003);
	sgpu_mmio_wr32(d, 0x510400, 0x00020001);
	sgpu_mmio_wr32(d, 0x510404, 0x00040003);
	sgpu_mmio_wr32(d, 0x510408, 0x00060005);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400100), 0);
	static const uint16_t want[2][3] = {{1, 2, 3}, {4, 5, 6}};
	for (int y = 0; y < 2; y++)
		for (int x = 0; x < 3; x++)
			SGPU_ASSERT_EQ(px16(d, 2 + x, 4 + y), want[y][x]);
	SGPU_ASSERT_EQ(px16(d, 5, 4), 0); /* SIZE_OUT/ICLIP: nothing beyond */
	/* a fourth word: the image to the right, beyond ICLIP: clipped */
	sgpu_mmio_wr32(d, 0x51040c, 0x00080007);
	SGPU_ASSERT_EQ(px16(d, 5, 4), 0);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400100), 0);
	sgpu_device_destroy(d);
}

/* nv01_pgraph_use_v16: TEXQUAD with DEBUG_B bit 24 keeps a 16th status
 * slot; its counter wraps at 4 instead of 3, and vertex 16's status also
 * lands in XY_D. */
SGPU_TEST(texquad_use_v16)
{
	sgpu_device *d = nv1_with(0x0e, 0x17);
	sgpu_mmio_wr32(d, 0x400084, 0x01000000);
	sgpu_mmio_wr32(d, 0x4e0310, 0x00010001);
	sgpu_mmio_wr32(d, 0x4e0314, 0x00010002);
	sgpu_mmio_wr32(d, 0x4e0318, 0x00010003);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400640), 0x30000000);
	sgpu_mmio_wr32(d, 0x4e031c, 0x00010004);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400640), 0);
	/* vertex 16 X at the canvas maximum (textured classes compare bits
	 * 15-30): XY_E bits 16-19 and, with use_v16, XY_D X nibble 2 (an
	 * absolute write: slot 0) */
	sgpu_mmio_wr32(d, 0x400440, 0xfff << 15);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x40065c) >> 16 & 0xf, 8);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400648) >> 8 & 0xf, 8);
	/* without it: XY_E only */
	sgpu_mmio_wr32(d, 0x400084, 0);
	sgpu_mmio_wr32(d, 0x400440, 0);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x40065c) >> 16 & 0xf, 2);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400648) >> 8 & 0xf, 8);
	sgpu_device_destroy(d);
}

/* Issue 12 item 2, hwtest MthdVtxBeta (envytools cced53d0, unchanged to
 * f102b82): the method area gives the number of BETA words, the current
 * class (ACCESS) the rest: VALID bit 12 + idx only for a current
 * TEXLINBETA/TEXQUADBETA, the 9-factor cut-off only for a current
 * TEXQUAD(BETA). */
SGPU_TEST(vtx_beta_follows_the_current_class)
{
	sgpu_device *d = nv1_with(0x0c, 0x17);
	SGPU_ASSERT(d);
	/* current class 0x1f: the factors are stored, VALID stays */
	sgpu_mmio_wr32(d, 0x4006a4, 0x0f01f111);
	sgpu_mmio_wr32(d, 0x400650, 0x001e00b5);
	sgpu_mmio_wr32(d, 0x5d0380, 0x00ff0080);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400650), 0x001e00b5);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400700), 0xc000);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400704), 0xc000);
	/* current class 7: a TEXQUADBETA word 4 stores factor 9 too */
	sgpu_mmio_wr32(d, 0x4006a4, 0x0f007111);
	sgpu_mmio_wr32(d, 0x5e0390, 0x19c4b427);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400720), 0x01b44000);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400724), 0x0019c000);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400650), 0x001e00b5);
	/* current TEXQUAD: factor 9 is cut off, still no VALID bit */
	sgpu_mmio_wr32(d, 0x4006a4, 0x0f00e111);
	sgpu_mmio_wr32(d, 0x5e0390, 0x80008000);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400720), 0x01804000);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400724), 0x0019c000);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400650), 0x001e00b5);
	/* current TEXLINBETA: a TEXQUADBETA word sets its VALID bit */
	sgpu_mmio_wr32(d, 0x4006a4, 0x0f01d111);
	sgpu_mmio_wr32(d, 0x5e038c, 0);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400650), 0x001e80b5);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400100), 0);
	sgpu_device_destroy(d);
}

/* Issue 12 item 3: the user clip takes part in drawing only as XY_B
 * selects it (bits 12/13 + 4·xy: UCLIP min/max in place of the canvas's,
 * bits 8/9: nothing visible), and only for an object with the CLIP
 * option. hwtest RopSolidTest (envytools 61b4a3d8 .. f102b82) clears XY_B
 * bits 8-9 and 12-19 and then expects the point drawn whatever CLIP and
 * the UCLIP registers say. */
static void uclip_regs(sgpu_device *d, uint32_t x0, uint32_t y0, uint32_t x1, uint32_t y1)
{
	sgpu_mmio_wr32(d, 0x400460, x0);
	sgpu_mmio_wr32(d, 0x400464, x1);
	sgpu_mmio_wr32(d, 0x400468, y0);
	sgpu_mmio_wr32(d, 0x40046c, y1);
}

static void point(sgpu_device *d, int x, int y, uint32_t c)
{
	sgpu_mmio_wr32(d, 0x480304, c);
	sgpu_mmio_wr32(d, 0x480468, (uint32_t)y << 16 | (uint32_t)x);
}

SGPU_TEST(user_clip_follows_xy_b)
{
	sgpu_device *d = nv1_with(0x08, 0x97); /* SRCCOPY, CLIP */
	SGPU_ASSERT(d);
	/* negative UCLIP_MAX, XY_B clip bits clear: no user clipping */
	uclip_regs(d, 0, 0, 0x3fff0, 0x3fff0);
	sgpu_mmio_wr32(d, 0x400644, 0);
	point(d, 0xf7, 0xd7, 0x7fff);
	SGPU_ASSERT_EQ(px16(d, 0xf7, 0xd7), 0x7fff);
	/* the same after reading an absolute UCLIP register (clears 12-23) */
	uclip_regs(d, 0, 0, 0x10, 0x10);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400644) & 0x33300, 0x30000); /* Y written last */
	sgpu_mmio_rd32(d, 0x400464);
	point(d, 0x20, 0x20, 0x001f);
	SGPU_ASSERT_EQ(px16(d, 0x20, 0x20), 0x001f);
	/* maxima selected (bits 13 and 17): exclusive, like the canvas */
	sgpu_mmio_wr32(d, 0x400644, 0x00022000);
	point(d, 0x10, 0x08, 0x03e0);
	point(d, 0x0f, 0x0f, 0x03e0);
	SGPU_ASSERT_EQ(px16(d, 0x10, 0x08), 0);
	SGPU_ASSERT_EQ(px16(d, 0x0f, 0x0f), 0x03e0);
	/* minima selected (bits 12 and 16) from UCLIP_MIN (8, 8) */
	uclip_regs(d, 8, 8, 0x20, 0x20);
	sgpu_mmio_wr32(d, 0x400644, 0x00011000);
	point(d, 7, 9, 0x7c00);
	point(d, 8, 0x30, 0x7c00);
	SGPU_ASSERT_EQ(px16(d, 7, 9), 0);
	SGPU_ASSERT_EQ(px16(d, 8, 0x30), 0x7c00);
	/* bit 9: the clip lies outside the canvas, nothing is drawn */
	sgpu_mmio_wr32(d, 0x400644, 0x00000200);
	point(d, 0x30, 0x30, 0x7c00);
	SGPU_ASSERT_EQ(px16(d, 0x30, 0x30), 0);
	/* an object without the CLIP option ignores all of it */
	sgpu_mmio_wr32(d, 0x480000, 0x17);
	sgpu_mmio_wr32(d, 0x400644, 0x00033300);
	point(d, 0x30, 0x30, 0x7c00);
	SGPU_ASSERT_EQ(px16(d, 0x30, 0x30), 0x7c00);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400100), 0);
	sgpu_device_destroy(d);
}

/* Issue 12 item 4: a BLIT source pixel outside the clip rectangle (here
 * beyond CANVAS_MAX, inside the framebuffer) or rejected by the cliprects
 * reads as 0 and the destination pixel is drawn (hwtest RopBlitTest,
 * envytools bd2f696c .. f102b82: spixel = 0 for sx >= 0x400 or a failed
 * cliprect; rop.rst's "discard" is its todo). */
static void put16(sgpu_device *d, int x, int y, uint16_t v)
{
	sgpu_mem_write(d, SGPU_SPACE_VRAM, (uint64_t)(y * 640 + x) * 2, &v, 2);
}

SGPU_TEST(blit_source_outside_the_clip_reads_zero)
{
	sgpu_device *d = nv1_with(0x10, 0x17); /* SRCCOPY */
	SGPU_ASSERT(d);
	sgpu_mmio_wr32(d, 0x40068c, 0x01000100); /* canvas 0..0x100 */
	put16(d, 0x180, 5, 0x7fff);
	put16(d, 0x181, 5, 0x7fff);
	put16(d, 0xff, 5, 0x03e0);
	for (int x = 10; x < 13; x++)
		put16(d, x, 5, 0x1234);
	sgpu_mmio_wr32(d, 0x500300, 5 << 16 | 0x180);
	sgpu_mmio_wr32(d, 0x500304, 5 << 16 | 10);
	sgpu_mmio_wr32(d, 0x500308, 1 << 16 | 2);
	SGPU_ASSERT_EQ(px16(d, 10, 5), 0);
	SGPU_ASSERT_EQ(px16(d, 11, 5), 0);
	/* straddling the canvas edge: the inside pixel is copied */
	sgpu_mmio_wr32(d, 0x500300, 5 << 16 | 0xff);
	sgpu_mmio_wr32(d, 0x500304, 5 << 16 | 11);
	sgpu_mmio_wr32(d, 0x500308, 1 << 16 | 2);
	SGPU_ASSERT_EQ(px16(d, 11, 5), 0x03e0);
	SGPU_ASSERT_EQ(px16(d, 12, 5), 0);
	/* one cliprect over the destination row only: the source fails it */
	put16(d, 20, 6, 0x7c00);
	put16(d, 30, 7, 0x1234);
	sgpu_mmio_wr32(d, 0x400690, 7 << 16 | 0);
	sgpu_mmio_wr32(d, 0x400694, 8 << 16 | 0x100);
	sgpu_mmio_wr32(d, 0x4006a0, 1);
	sgpu_mmio_wr32(d, 0x500300, 6 << 16 | 20);
	sgpu_mmio_wr32(d, 0x500304, 7 << 16 | 30);
	sgpu_mmio_wr32(d, 0x500308, 1 << 16 | 1);
	SGPU_ASSERT_EQ(px16(d, 30, 7), 0);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400100), 0);
	sgpu_device_destroy(d);
}

/* Issue 12 item 5: IFM's 0x040-0x07c from the host are IFC data (hwtest
 * MthdIfcDataTest up to envytools 11540a16^, which sends class 0x13
 * methods 0x040 + 4i through the IFC data model; later revisions list
 * them as untested). */
SGPU_TEST(ifm_data_methods_are_ifc_data)
{
	sgpu_device *d = nv1_with(0x11, 0x17);
	SGPU_ASSERT(d);
	sgpu_mmio_wr32(d, 0x400634, 0x01000000); /* CANVAS_CONFIG: SOFTWARE */
	sgpu_mmio_wr32(d, 0x400644, 0x01000000);
	sgpu_mmio_wr32(d, 0x530064, 0x4e1d905e);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400654), 0x4e1d905e);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400644), 0);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400100), 0x00110000);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x4006a4) & 0x111, 0x010);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400104), 0); /* not an invalid method */
	sgpu_device_destroy(d);
	/* with the IFC ready, an IFM data word draws as IFC data */
	d = nv1_with(0x11, 0x17);
	sgpu_mmio_wr32(d, 0x510304, 0x00040002);
	sgpu_mmio_wr32(d, 0x510308, 0x00020002);
	sgpu_mmio_wr32(d, 0x51030c, 0x00020002);
	sgpu_mmio_wr32(d, 0x530040, 0x03e07c00);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400100), 0);
	SGPU_ASSERT_EQ(px16(d, 2, 4), 0x7c00);
	SGPU_ASSERT_EQ(px16(d, 3, 4), 0x03e0);
	sgpu_device_destroy(d);
}

/* A one-row IFC: the first word's step already moves vertex 4 right by
 * the width (the next image), so the image starts at vertex 6 - vertex 5,
 * not at vertex 4 as it is after the word. */
SGPU_TEST(ifc_one_row_starts_at_its_point)
{
	sgpu_device *d = nv1_with(0x11, 0x17);
	SGPU_ASSERT(d);
	sgpu_mmio_wr32(d, 0x510304, 0x00040002);
	sgpu_mmio_wr32(d, 0x510308, 0x00010002);
	sgpu_mmio_wr32(d, 0x51030c, 0x00010002);
	sgpu_mmio_wr32(d, 0x510400, 0x03e07c00);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400410), 4); /* vertex 4 moved on */
	SGPU_ASSERT_EQ(px16(d, 2, 4), 0x7c00);
	SGPU_ASSERT_EQ(px16(d, 3, 4), 0x03e0);
	SGPU_ASSERT_EQ(px16(d, 4, 4), 0);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400100), 0);
	sgpu_device_destroy(d);
}
