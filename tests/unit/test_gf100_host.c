/* The GF100+ host of gm20b and gv100 through MMIO and memory only, set
 * up the way nouveau's gk104/gv100 code does: instance blocks with RAMFC
 * and page directories, USERD, runlists, GP rings and pushbuffers. The
 * record engine shows what reaches the runlist's engine. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "nv/host/gf100_pushbuf.h"
#include "nv/mmu/gf100_vm.h"
#include "nv/nv.h"
#include "softgpu/softgpu.h"

/* ------------------------------------------------------------------ fixture */

#define PMC_INTR_ENABLE 0x000140
#define PFIFO_INTR 0x002100
#define PFIFO_INTR_EN 0x002140
#define RUNLIST_BASE 0x002270
#define RUNLIST 0x002274
#define ENG_RUNLIST0 0x002284
#define SCHED_ERROR 0x00254c
#define PREEMPT 0x002634
#define MMU_FAULT_VALO 0x002874
#define MMU_FAULT_INFO 0x00287c
#define MMU_FAULT_ENGINES 0x00259c
#define PBDMA(r) (0x040000 + (r))
#define PCCSR_INST(c) (0x800000 + 8 * (c))
#define PCCSR_CHAN(c) (0x800004 + 8 * (c))
#define DOORBELL 0x810090
#define REC 0x0ff000

/* PBDMA registers */
#define P_GP_GET 0x014
#define P_REF 0x028
#define P_INTR_0 0x108
#define P_INTR_EN_0 0x10c
#define P_METHOD0 0x0c0
#define P_DATA0 0x0c4
#define P_HDR_SHADOW 0x118

#define INTR_GPENTRY (1u << 15)
#define INTR_PBENTRY (1u << 18)
#define INTR_METHOD (1u << 21)
#define INTR_DEVICE (1u << 23)
#define INTR_SEMAPHORE (1u << 25)

/* VRAM layout (physical) */
#define INST(c) (0x1000u + 0x1000u * (c))
#define PD 0x10000u /* gm20b PD; gv100 PD3 */
#define PT 0x20000u /* gm20b small page table (128 KiB); gv100 PD2.. */
#define RL 0x60000u
#define USERD(c) (0x61000u + 0x200u * (c))
#define REC_BUF 0x800000u
/* GPU virtual addresses, mapped 1:1 onto VRAM */
#define GP(c) (0x100000u + 0x1000u * (c))
#define PB(c) (0x110000u + 0x4000u * (c))
#define SEM 0x130000u
#define UNMAPPED 0x1f0000u

#define GP_ORDER 6 /* 64 entries */

struct log_capture {
	unsigned guest;
	char last[512];
};

static void capture(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	struct log_capture *c = user;
	if (getenv("GF100_TEST_LOG"))
		fprintf(stderr, "log %d %s: %s\n", (int)level, cat, msg);
	if (level == SGPU_LOG_GUEST_ERROR) {
		c->guest++;
		snprintf(c->last, sizeof(c->last), "%s", msg);
	}
}

static struct log_capture logcap;
static bool volta;
static uint32_t gp_put[4];
static uint32_t pb_off[4];

static void wr(sgpu_device *d, uint32_t a, uint32_t v)
{
	sgpu_mmio_wr32(d, a, v);
}

static uint32_t rd(sgpu_device *d, uint32_t a)
{
	return sgpu_mmio_rd32(d, a);
}

static void mw(sgpu_device *d, uint64_t a, uint32_t v)
{
	sgpu_mem_write(d, SGPU_SPACE_VRAM, a, &v, 4);
}

static uint32_t mr(sgpu_device *d, uint64_t a)
{
	uint32_t v = 0;
	sgpu_mem_read(d, SGPU_SPACE_VRAM, a, &v, 4);
	return v;
}

static void mw64(sgpu_device *d, uint64_t a, uint64_t v)
{
	mw(d, a, (uint32_t)v);
	mw(d, a + 4, (uint32_t)(v >> 32));
}

/* A 4 KiB page va -> pa (VRAM) with a kind: gm20b GF100 format with
 * 64 KiB big pages (PDE per 64 MiB, small table of 16384 PTEs), gv100
 * VER2 (one PD3/PD2/PD1/PD0 chain for the low 2 MiB: PD0 at PT + 0x3000,
 * the small table at PT + 0x4000). */
static void map4k(sgpu_device *d, uint64_t va, uint64_t pa, uint8_t kind, bool ro)
{
	if (!volta) {
		mw64(d, PD + 8 * (va >> 26), (uint64_t)1 << 32 | (uint64_t)(PT >> 8) << 32);
		uint64_t pte = (pa >> 8) | 1 | (ro ? 4 : 0) | (uint64_t)kind << 36;
		mw64(d, PT + 8 * (va >> 12 & 0x3fff), pte);
		return;
	}
	/* PDE: aperture 1 (video) at 2:1, address >> 12 at bit 8 */
	mw64(d, PD, (uint64_t)(PT >> 12) << 8 | 2);
	mw64(d, PT, (uint64_t)((PT + 0x1000) >> 12) << 8 | 2);
	mw64(d, PT + 0x1000, (uint64_t)((PT + 0x2000) >> 12) << 8 | 2);
	/* PD0 dual entry: small half at +8 */
	mw64(d, PT + 0x2000 + 16 * (va >> 21 & 0xff) + 8, (uint64_t)((PT + 0x3000) >> 12) << 8 | 2);
	uint64_t pte = (pa >> 12) << 8 | 1 | (ro ? 1u << 6 : 0) | (uint64_t)kind << 56;
	mw64(d, PT + 0x3000 + 8 * (va >> 12 & 0x1ff), pte);
}

static void map_range(sgpu_device *d, uint64_t va, uint64_t len)
{
	for (uint64_t o = 0; o < len; o += 0x1000)
		map4k(d, va + o, va + o, 0, false);
}

/* An instance block as nouveau gk104/gv100_chan_ramfc_write and
 * gf100/gm200/gp100_vmm_join write it. */
static void chan_setup(sgpu_device *d, unsigned c)
{
	uint64_t inst = INST(c);
	for (unsigned i = 0; i < 0x1000; i += 4)
		mw(d, inst + i, 0);
	mw(d, inst + 0x08, USERD(c)); /* USERD, target VID_MEM */
	mw(d, inst + 0x0c, 0);
	mw(d, inst + 0x10, 0x0000face);
	mw(d, inst + 0x30, 0xfffff902);
	mw(d, inst + 0x48, GP(c));
	mw(d, inst + 0x4c, GP_ORDER << 16);
	mw(d, inst + 0x84, 0x20400000);
	mw(d, inst + 0x94, 0x30000001);
	mw(d, inst + 0x9c, 0x100);
	mw(d, inst + 0xac, 0x1f);
	mw(d, inst + 0xe8, c);
	mw(d, inst + 0xf8, 0x10003080);
	mw(d, inst + 0xfc, 0x10000010);
	/* RAMIN PAGE_DIR_BASE: VID_MEM, 64 KiB big pages, VER2 on gv100 */
	mw(d, inst + 0x200, PD | 1u << 11 | (volta ? 1u << 10 : 0));
	mw(d, inst + 0x204, 0);
	mw(d, inst + 0x208, 0xffffffff);
	mw(d, inst + 0x20c, 0xff);
	for (unsigned i = 0; i < 0x200; i += 4)
		mw(d, USERD(c) + i, 0);
	wr(d, PCCSR_INST(c), 0x80000000u | INST(c) >> 12);
	wr(d, PCCSR_CHAN(c), 0x400); /* ENABLE_SET */
	gp_put[c] = 0;
	pb_off[c] = 0;
}

/* Runlist of channels: gm20b bare 8-byte entries; gv100 one TSG each. */
static void runlist(sgpu_device *d, const unsigned *ch, unsigned n)
{
	unsigned k = 0;
	for (unsigned i = 0; i < n; i++) {
		if (!volta) {
			mw(d, RL + 8 * k, ch[i]);
			mw(d, RL + 8 * k + 4, 0);
			k++;
			continue;
		}
		mw(d, RL + 16 * k, 128u << 24 | 3u << 16 | 1);
		mw(d, RL + 16 * k + 4, 1);
		mw(d, RL + 16 * k + 8, ch[i]);
		mw(d, RL + 16 * k + 12, 0);
		k++;
		mw(d, RL + 16 * k, USERD(ch[i]));
		mw(d, RL + 16 * k + 4, 0);
		mw(d, RL + 16 * k + 8, INST(ch[i]) | ch[i]);
		mw(d, RL + 16 * k + 12, 0);
		k++;
	}
	wr(d, RUNLIST_BASE, RL >> 12);
	wr(d, RUNLIST, k);
}

static sgpu_device *chip(const char *name)
{
	sgpu_device *d = NULL;
	struct sgpu_device_config cfg = {.vram_size = 16u << 20, .sysmem_size = 1u << 20};
	if (sgpu_device_create(name, &cfg, &d) != SGPU_OK)
		return NULL;
	memset(&logcap, 0, sizeof(logcap));
	sgpu_set_log_callback(d, capture, &logcap);
	volta = strcmp(name, "gv100") == 0;
	wr(d, PFIFO_INTR, 0xffffffffu);
	wr(d, PFIFO_INTR_EN, 0xffffffffu);
	wr(d, PBDMA(P_INTR_EN_0), 0xffffffffu);
	wr(d, PMC_INTR_ENABLE, 1);
	wr(d, REC + 0x08, REC_BUF);
	wr(d, REC + 0x14, 0x10000);
	wr(d, REC + 0x04, 1);
	map_range(d, GP(0), 0x40000);
	return d;
}

/* Appends words to channel c's pushbuffer and a GP entry for them, then
 * kicks: GP_PUT in USERD, and the doorbell on gv100. */
static void submit_flags(sgpu_device *d, unsigned c, const uint32_t *w, size_t n, uint32_t flags)
{
	uint64_t at = PB(c) + pb_off[c];
	for (size_t i = 0; i < n; i++)
		mw(d, at + 4 * i, w[i]);
	pb_off[c] += (uint32_t)(4 * n);
	mw(d, GP(c) + 8 * gp_put[c], (uint32_t)at);
	mw(d, GP(c) + 8 * gp_put[c] + 4, (uint32_t)(at >> 32) | (uint32_t)n << 10 | flags);
	gp_put[c] = (gp_put[c] + 1) % (1u << GP_ORDER);
	mw(d, USERD(c) + 35 * 4, gp_put[c]);
	if (volta)
		wr(d, DOORBELL, c);
}

static void submit(sgpu_device *d, unsigned c, const uint32_t *w, size_t n)
{
	submit_flags(d, c, w, n, 0);
}

static uint32_t hdr(unsigned op, unsigned subc, uint32_t mthd, uint32_t count)
{
	return op << 29 | count << 16 | subc << 13 | mthd >> 2;
}

#define INC(s, m, n) hdr(1, s, m, n)
#define NINC(s, m, n) hdr(3, s, m, n)
#define IMMD(s, m, v) hdr(4, s, m, v)
#define ONEINC(s, m, n) hdr(5, s, m, n)

static struct sgpu_run_result run(sgpu_device *d, uint64_t budget)
{
	struct sgpu_run_result r;
	sgpu_run(d, budget, &r);
	return r;
}

/* The record engine's runs, flattened: entry i = {chid, subc, mthd, data}. */
static unsigned rec_flat(sgpu_device *d, uint32_t (*out)[4], unsigned max)
{
	uint32_t put = rd(d, REC + 0x28), at = 0;
	unsigned k = 0;
	while (at + 8 <= put && k < max) {
		uint32_t w0 = mr(d, REC_BUF + at), cnt = mr(d, REC_BUF + at + 4);
		for (uint32_t i = 0; i < cnt && k < max; i++, k++) {
			out[k][0] = w0 >> 20;
			out[k][1] = w0 >> 13 & 7;
			out[k][2] = (w0 & 0x1ffc) + ((w0 >> 16 & 1) ? 0 : 4 * i);
			out[k][3] = mr(d, REC_BUF + at + 8 + 4 * i);
		}
		at += 8 + 4 * cnt;
	}
	return k;
}

static bool rec_is(const uint32_t e[4], uint32_t chid, uint32_t subc, uint32_t mthd, uint32_t data)
{
	return e[0] == chid && e[1] == subc && e[2] == mthd && e[3] == data;
}

static sgpu_device *one_channel(const char *name)
{
	sgpu_device *d = chip(name);
	if (!d)
		return NULL;
	chan_setup(d, 0);
	unsigned ch[] = {0};
	runlist(d, ch, 1);
	return d;
}

/* ------------------------------------------------------------------ tests */

static void header_forms(const char *name)
{
	sgpu_device *d = one_channel(name);
	SGPU_ASSERT(d != NULL);
	/* runlist fetch pending until PFIFO steps */
	SGPU_ASSERT(rd(d, ENG_RUNLIST0) & (1u << 20));
	uint32_t v[] = {
	        INC(0, 0x000, 1),
	        0x5ec0,
	        INC(1, 0x000, 1),
	        0x5ec0,
	        INC(0, 0x100, 2),
	        0x11,
	        0x22,
	        NINC(1, 0x200, 2),
	        0x33,
	        0x44,
	        ONEINC(0, 0x300, 3),
	        0x55,
	        0x66,
	        0x77,
	        IMMD(1, 0x400, 0x1abc),
	        0x00000000,       /* NOP */
	        INC(0, 0x500, 0), /* count 0: a no-op */
	};
	submit(d, 0, v, sizeof(v) / 4);
	struct sgpu_run_result r = run(d, 10000);
	SGPU_ASSERT_EQ(r.stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(rd(d, ENG_RUNLIST0) & (1u << 20), 0u);
	uint32_t e[16][4];
	unsigned n = rec_flat(d, e, 16);
	SGPU_ASSERT_EQ(n, 10u);
	SGPU_ASSERT(rec_is(e[0], 0, 0, 0x000, 0x5ec0));
	SGPU_ASSERT(rec_is(e[1], 0, 1, 0x000, 0x5ec0));
	SGPU_ASSERT(rec_is(e[2], 0, 0, 0x100, 0x11));
	SGPU_ASSERT(rec_is(e[3], 0, 0, 0x104, 0x22));
	SGPU_ASSERT(rec_is(e[4], 0, 1, 0x200, 0x33));
	SGPU_ASSERT(rec_is(e[5], 0, 1, 0x200, 0x44));
	SGPU_ASSERT(rec_is(e[6], 0, 0, 0x300, 0x55));
	SGPU_ASSERT(rec_is(e[7], 0, 0, 0x304, 0x66));
	SGPU_ASSERT(rec_is(e[8], 0, 0, 0x304, 0x77));
	SGPU_ASSERT(rec_is(e[9], 0, 1, 0x400, 0x1abc));
	/* USERD write-back: GP_GET 1, GET at the segment's end */
	SGPU_ASSERT_EQ(mr(d, USERD(0) + 34 * 4), 1u);
	SGPU_ASSERT_EQ(mr(d, USERD(0) + 17 * 4), PB(0) + 4 * (uint32_t)(sizeof(v) / 4));
	SGPU_ASSERT_EQ(mr(d, USERD(0) + 22 * 4), PB(0) + 4 * (uint32_t)(sizeof(v) / 4));
	SGPU_ASSERT_EQ(logcap.guest, 0u);
	sgpu_device_destroy(d);
}

SGPU_TEST(gm20b_header_forms)
{
	header_forms("gm20b");
}

SGPU_TEST(gv100_header_forms)
{
	header_forms("gv100");
}

SGPU_TEST(gv100_needs_the_doorbell)
{
	sgpu_device *d = one_channel("gv100");
	SGPU_ASSERT(d != NULL);
	run(d, 100);
	uint32_t v[] = {INC(0, 0x000, 1), 0x5ec0, INC(0, 0x100, 1), 7};
	uint64_t at = PB(0);
	for (unsigned i = 0; i < 4; i++)
		mw(d, at + 4 * i, v[i]);
	mw(d, GP(0), (uint32_t)at);
	mw(d, GP(0) + 4, 4u << 10);
	mw(d, USERD(0) + 35 * 4, 1); /* GP_PUT without the doorbell */
	run(d, 1000);
	SGPU_ASSERT_EQ(rd(d, REC + 0x18), 0u);
	wr(d, DOORBELL, 0);
	run(d, 1000);
	SGPU_ASSERT_EQ(rd(d, REC + 0x18), 2u);
	SGPU_ASSERT_EQ(rd(d, 0x810000), 0xc361u);
	sgpu_device_destroy(d);
}

SGPU_TEST(gm20b_old_forms_and_gv100_pbentry)
{
	sgpu_device *d = one_channel("gm20b");
	SGPU_ASSERT(d != NULL);
	/* old increasing: address 12:2, count 28:18 */
	uint32_t v[] = {INC(0, 0, 1), 0x5ec0, 0x00000000u | 1u << 18 | 0x100, 0x99};
	submit(d, 0, v, 4);
	run(d, 1000);
	uint32_t e[4][4];
	SGPU_ASSERT_EQ(rec_flat(d, e, 4), 2u);
	SGPU_ASSERT(rec_is(e[1], 0, 0, 0x100, 0x99));
	sgpu_device_destroy(d);

	d = one_channel("gv100");
	submit(d, 0, v, 4);
	run(d, 1000);
	SGPU_ASSERT_EQ(rd(d, PBDMA(P_INTR_0)), INTR_PBENTRY);
	SGPU_ASSERT_EQ(rd(d, PBDMA(P_HDR_SHADOW)), v[2]);
	SGPU_ASSERT(rd(d, PFIFO_INTR) & (1u << 29));
	sgpu_device_destroy(d);
}

static void pbentry_case(const char *name, uint32_t bad)
{
	sgpu_device *d = one_channel(name);
	SGPU_ASSERT(d != NULL);
	uint32_t v[] = {INC(0, 0, 1), 0x5ec0, bad, INC(0, 0x100, 1), 0x42};
	submit(d, 0, v, 5);
	run(d, 1000);
	SGPU_ASSERT_EQ(rd(d, PBDMA(P_INTR_0)), INTR_PBENTRY);
	SGPU_ASSERT_EQ(rd(d, PBDMA(P_HDR_SHADOW)), bad);
	SGPU_ASSERT_EQ(rd(d, REC + 0x18), 1u);
	SGPU_ASSERT(logcap.guest >= 1);
	/* recovery: clear the interrupt; decoding goes on after the bad word */
	wr(d, PBDMA(P_INTR_0), INTR_PBENTRY);
	run(d, 1000);
	SGPU_ASSERT_EQ(rd(d, REC + 0x18), 2u);
	SGPU_ASSERT_EQ(rd(d, REC + 0x24), 0x42u);
	sgpu_device_destroy(d);
}

SGPU_TEST(pbentry_reserved_opcode_and_wraps)
{
	pbentry_case("gm20b", 0xc0000000u); /* SEC_OP 6 */
	pbentry_case("gv100", 0xc0000000u);
	pbentry_case("gm20b", INC(0, 0x3ffc, 2)); /* address wraps */
	pbentry_case("gm20b", ONEINC(0, 0x3ffc, 2));
	pbentry_case("gv100", 0x20001000u | 1u << 16); /* reserved address bit 12 */
	pbentry_case("gm20b", 0x00050000u);            /* SEC_OP 0, opcode 5 */
}

SGPU_TEST(end_pb_segment_and_subdevice_mask)
{
	sgpu_device *d = one_channel("gm20b");
	SGPU_ASSERT(d != NULL);
	uint32_t v[] = {
	        INC(0, 0, 1),     0x5ec0, 0x00010020u, /* SET_SUBDEVICE_MASK 0x002: ID 1 inactive */
	        INC(0, 0x100, 1), 0xdead,              /* dropped */
	        0x00020010u,                           /* STORE_SUBDEVICE_MASK 0x001 */
	        0x00030000u,                           /* USE_SUBDEVICE_MASK: active */
	        INC(0, 0x104, 1), 0x1,    0xe0000000u, /* END_PB_SEGMENT */
	        INC(0, 0x108, 1), 0x2,                 /* never decoded */
	};
	submit(d, 0, v, sizeof(v) / 4);
	uint32_t w[] = {INC(0, 0x10c, 1), 0x3};
	submit(d, 0, w, 2);
	run(d, 1000);
	uint32_t e[8][4];
	SGPU_ASSERT_EQ(rec_flat(d, e, 8), 3u);
	SGPU_ASSERT(rec_is(e[1], 0, 0, 0x104, 1));
	SGPU_ASSERT(rec_is(e[2], 0, 0, 0x10c, 3));
	SGPU_ASSERT_EQ(mr(d, USERD(0) + 34 * 4), 2u);
	sgpu_device_destroy(d);
}

SGPU_TEST(method_errors_device_and_illegal)
{
	sgpu_device *d = one_channel("gm20b");
	SGPU_ASSERT(d != NULL);
	uint32_t v[] = {INC(5, 0x100, 1), 0x77, INC(0, 0, 1),     0x5ec0,
	                INC(0, 0x004, 1), 0x1,  INC(0, 0x100, 1), 0x88};
	submit(d, 0, v, sizeof(v) / 4);
	run(d, 1000);
	/* a software method: DEVICE, the method in METHOD0/DATA0 */
	SGPU_ASSERT_EQ(rd(d, PBDMA(P_INTR_0)), INTR_DEVICE);
	SGPU_ASSERT_EQ(rd(d, PBDMA(P_METHOD0)), 0x100u | 5u << 16 | 1u << 31);
	SGPU_ASSERT_EQ(rd(d, PBDMA(P_DATA0)), 0x77u);
	/* software handles it: VALID cleared, interrupt cleared */
	wr(d, PBDMA(P_METHOD0), 0);
	wr(d, PBDMA(P_INTR_0), INTR_DEVICE);
	run(d, 1000);
	SGPU_ASSERT_EQ(rd(d, PBDMA(P_INTR_0)), INTR_METHOD); /* ILLEGAL */
	SGPU_ASSERT_EQ(rd(d, PBDMA(P_METHOD0)) & 0x3ffc, 0x004u);
	/* NOP it out (dev_pbdma: change METHOD0 to NOP) and go on */
	wr(d, PBDMA(P_METHOD0), 0x008u | 1u << 31);
	wr(d, PBDMA(P_INTR_0), INTR_METHOD);
	run(d, 1000);
	SGPU_ASSERT_EQ(rd(d, PBDMA(P_INTR_0)), 0u);
	SGPU_ASSERT_EQ(rd(d, REC + 0x24), 0x88u);
	/* gm20b's class has no SEM_EXECUTE: METHOD */
	uint32_t w[] = {INC(0, 0x06c, 1), 0x1};
	submit(d, 0, w, 2);
	run(d, 1000);
	SGPU_ASSERT_EQ(rd(d, PBDMA(P_INTR_0)), INTR_METHOD);
	sgpu_device_destroy(d);
}

SGPU_TEST(unbound_subchannel_is_device)
{
	sgpu_device *d = one_channel("gv100");
	SGPU_ASSERT(d != NULL);
	uint32_t v[] = {INC(2, 0x100, 1), 0x1};
	submit(d, 0, v, 2);
	run(d, 1000);
	SGPU_ASSERT_EQ(rd(d, PBDMA(P_INTR_0)), INTR_DEVICE);
	sgpu_device_destroy(d);
}

SGPU_TEST(gp_entry_control_and_illegal)
{
	sgpu_device *d = one_channel("gm20b");
	SGPU_ASSERT(d != NULL);
	/* a NOP control entry, then an ILLEGAL one, then a segment */
	mw(d, GP(0) + 0, 0);
	mw(d, GP(0) + 4, 0);
	mw(d, GP(0) + 8, 0);
	mw(d, GP(0) + 12, 1);
	gp_put[0] = 2;
	uint32_t v[] = {INC(0, 0, 1), 0x5ec0};
	submit(d, 0, v, 2);
	run(d, 1000);
	SGPU_ASSERT_EQ(rd(d, PBDMA(P_INTR_0)), INTR_GPENTRY);
	SGPU_ASSERT_EQ(rd(d, PBDMA(P_GP_GET)), 2u); /* the bad entry is discarded */
	wr(d, PBDMA(P_INTR_0), INTR_GPENTRY);
	run(d, 1000);
	SGPU_ASSERT_EQ(rd(d, REC + 0x18), 1u);
	SGPU_ASSERT_EQ(mr(d, USERD(0) + 34 * 4), 3u);
	sgpu_device_destroy(d);
}

SGPU_TEST(gp_ring_wraps)
{
	sgpu_device *d = one_channel("gv100");
	SGPU_ASSERT(d != NULL);
	uint32_t v[] = {INC(0, 0, 1), 0x5ec0};
	submit(d, 0, v, 2);
	run(d, 1000);
	for (unsigned i = 0; i < 70; i++) {
		uint32_t w[] = {IMMD(0, 0x100, i)};
		submit(d, 0, w, 1);
		run(d, 1000);
	}
	SGPU_ASSERT_EQ(rd(d, REC + 0x18), 71u);
	SGPU_ASSERT_EQ(mr(d, USERD(0) + 34 * 4), 71u % 64);
	SGPU_ASSERT_EQ(rd(d, REC + 0x24), 69u);
	sgpu_device_destroy(d);
}

SGPU_TEST(semaphores_b06f)
{
	sgpu_device *d = one_channel("gm20b");
	SGPU_ASSERT(d != NULL);
	for (unsigned i = 0; i < 16; i++)
		mw(d, SEM + 4 * i, 0);
	mw(d, SEM + 0x20, 5);
	wr(d, 0x009410, 7); /* PTIMER TIME_1: the timestamp's upper word */
	uint32_t v[] = {
	        /* 4-byte release of 0x1234 at SEM */
	        INC(0, 0x10, 4), 0, SEM, 0x1234, 0x2 | 1u << 24,
	        /* 16-byte release of 0x55 at SEM + 0x10: payload, 0, timestamp */
	        INC(0, 0x10, 4), 0, SEM + 0x10, 0x55, 0x2,
	        /* reductions: ADD 3 (unsigned) and INC with limit 6 at SEM + 0x20 */
	        INC(0, 0x10, 4), 0, SEM + 0x20, 3, 0x10 | 5u << 27 | 1u << 31 | 1u << 24,
	        INC(0, 0x10, 4), 0, SEM + 0x20, 6, 0x10 | 6u << 27 | 1u << 31 | 1u << 24,
	        /* acquires that hold: EQUAL, GEQ, AND */
	        INC(0, 0x10, 4), 0, SEM, 0x1234, 0x1, INC(0, 0x10, 4), 0, SEM, 0x1000, 0x4,
	        INC(0, 0x10, 4), 0, SEM, 0x0004, 0x8, INC(0, 0x50, 1), 0xabc, /* SET_REFERENCE */
	};
	submit(d, 0, v, sizeof(v) / 4);
	struct sgpu_run_result r = run(d, 10000);
	SGPU_ASSERT_EQ(r.stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(rd(d, PBDMA(P_INTR_0)), 0u);
	SGPU_ASSERT_EQ(mr(d, SEM), 0x1234u);
	SGPU_ASSERT_EQ(mr(d, SEM + 0x10), 0x55u);
	SGPU_ASSERT_EQ(mr(d, SEM + 0x14), 0u);
	SGPU_ASSERT_EQ(mr(d, SEM + 0x1c), 7u); /* PTIMER TIME_1 */
	SGPU_ASSERT_EQ(mr(d, SEM + 0x20), 0u); /* 5 + 3 = 8 >= 6: INC wraps to 0 */
	SGPU_ASSERT_EQ(mr(d, USERD(0) + 18 * 4), 0xabcu);
	SGPU_ASSERT_EQ(rd(d, PBDMA(P_REF)), 0xabcu);
	/* a signed INC reduction is unsupported: SEMAPHORE */
	uint32_t w[] = {INC(0, 0x10, 4), 0, SEM + 0x20, 6, 0x10 | 6u << 27 | 1u << 24};
	submit(d, 0, w, 5);
	run(d, 1000);
	SGPU_ASSERT_EQ(rd(d, PBDMA(P_INTR_0)), INTR_SEMAPHORE);
	sgpu_device_destroy(d);
}

SGPU_TEST(sem_execute_c36f)
{
	sgpu_device *d = one_channel("gv100");
	SGPU_ASSERT(d != NULL);
	for (unsigned i = 0; i < 16; i++)
		mw(d, SEM + 4 * i, 0);
	wr(d, 0x009410, 7);
	uint32_t v[] = {
	        /* 64-bit release with timestamp at SEM */
	        INC(0, 0x5c, 5), SEM, 0, 0x89abcdef, 0x01234567, 0x1 | 1u << 24 | 1u << 25,
	        /* 64-bit strict GEQ acquire that holds */
	        INC(0, 0x64, 3), 0x89abcdef, 0x01234567, 0x2 | 1u << 24,
	        /* IMAX signed 32-bit reduction at SEM + 0x20: max(0, -5) = 0; IOR 0x30 */
	        INC(0, 0x5c, 5), SEM + 0x20, 0, 0xfffffffbu, 0, 0x6 | 1u << 27, INC(0, 0x64, 2),
	        0x30, 0, IMMD(0, 0x6c, 0x6 | 0), /* IMIN signed: min(0, 0x30) */
	        INC(0, 0x6c, 1), 0x6 | 4u << 27, /* IOR 0x30 */
	};
	submit(d, 0, v, sizeof(v) / 4);
	run(d, 10000);
	SGPU_ASSERT_EQ(rd(d, PBDMA(P_INTR_0)), 0u);
	SGPU_ASSERT_EQ(mr(d, SEM), 0x89abcdefu);
	SGPU_ASSERT_EQ(mr(d, SEM + 4), 0x01234567u);
	SGPU_ASSERT_EQ(mr(d, SEM + 12), 7u);
	SGPU_ASSERT_EQ(mr(d, SEM + 0x20), 0x30u);
	/* misaligned 64-bit: SEMAPHORE */
	uint32_t w[] = {INC(0, 0x5c, 5), SEM + 4, 0, 1, 0, 0x1 | 1u << 24};
	submit(d, 0, w, 6);
	run(d, 1000);
	SGPU_ASSERT_EQ(rd(d, PBDMA(P_INTR_0)), INTR_SEMAPHORE);
	sgpu_device_destroy(d);
}

/* Two channels ping-pong a semaphore: each acquires the value the other
 * releases; a failed acquire yields the PBDMA to the other channel. */
static void ping_pong(const char *name)
{
	sgpu_device *d = chip(name);
	SGPU_ASSERT(d != NULL);
	chan_setup(d, 0);
	chan_setup(d, 1);
	unsigned ch[] = {0, 1};
	mw(d, SEM, 0);
	uint32_t a[64], b[64];
	unsigned na = 0, nb = 0;
	a[na++] = INC(0, 0, 1);
	a[na++] = 0x5ec0;
	b[nb++] = INC(0, 0, 1);
	b[nb++] = 0x5ec0;
	for (uint32_t k = 0; k < 4; k++) {
		/* A: acquire 2k, record, release 2k+1; B: acquire 2k+1, record, release 2k+2 */
		uint32_t ta[] = {INC(0, 0x10, 4),
		                 0,
		                 SEM,
		                 2 * k,
		                 0x1001, /* ACQUIRE, ACQUIRE_SWITCH EN (nouveau's YIELD) */
		                 INC(0, 0x100, 1),
		                 0xa0 + k,
		                 INC(0, 0x10, 4),
		                 0,
		                 SEM,
		                 2 * k + 1,
		                 0x2 | 1u << 24};
		uint32_t tb[] = {INC(0, 0x10, 4),
		                 0,
		                 SEM,
		                 2 * k + 1,
		                 0x1001,
		                 INC(0, 0x100, 1),
		                 0xb0 + k,
		                 INC(0, 0x10, 4),
		                 0,
		                 SEM,
		                 2 * k + 2,
		                 0x2 | 1u << 24};
		memcpy(a + na, ta, sizeof(ta));
		memcpy(b + nb, tb, sizeof(tb));
		na += 12;
		nb += 12;
	}
	submit(d, 1, b, nb);
	submit(d, 0, a, na);
	runlist(d, ch, 2);
	struct sgpu_run_result r = run(d, 100000);
	SGPU_ASSERT_EQ(r.stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(mr(d, SEM), 8u);
	uint32_t e[16][4];
	unsigned n = rec_flat(d, e, 16);
	SGPU_ASSERT_EQ(n, 10u);
	unsigned k = 0;
	for (unsigned i = 0; i < n; i++) {
		if (e[i][2] != 0x100)
			continue;
		SGPU_ASSERT_EQ(e[i][3], (k % 2 ? 0xb0u : 0xa0u) + k / 2);
		SGPU_ASSERT_EQ(e[i][0], k % 2);
		k++;
	}
	SGPU_ASSERT_EQ(k, 8u);
	SGPU_ASSERT_EQ(mr(d, USERD(0) + 34 * 4), 1u);
	SGPU_ASSERT_EQ(mr(d, USERD(1) + 34 * 4), 1u);
	SGPU_ASSERT_EQ(logcap.guest, 0u);
	sgpu_device_destroy(d);
}

SGPU_TEST(gm20b_ping_pong)
{
	ping_pong("gm20b");
}

SGPU_TEST(gv100_ping_pong)
{
	ping_pong("gv100");
}

SGPU_TEST(acquire_never_satisfied_is_bounded)
{
	sgpu_device *d = one_channel("gm20b");
	SGPU_ASSERT(d != NULL);
	mw(d, SEM, 0);
	uint32_t v[] = {INC(0, 0x10, 4), 0, SEM, 1, 0x1001};
	submit(d, 0, v, 5);
	struct sgpu_run_result r = run(d, 5000);
	SGPU_ASSERT_EQ(r.stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(rd(d, PCCSR_CHAN(0)) >> 24 & 0xf, 5u); /* still loaded: ON_PBDMA */
	mw(d, SEM, 1);
	r = run(d, 5000);
	SGPU_ASSERT_EQ(rd(d, PBDMA(P_METHOD0)) >> 31, 0u);
	sgpu_device_destroy(d);
}

SGPU_TEST(mmu_fault_stops_only_that_channel)
{
	sgpu_device *d = chip("gm20b");
	SGPU_ASSERT(d != NULL);
	chan_setup(d, 0);
	chan_setup(d, 1);
	unsigned ch[] = {0, 1};
	runlist(d, ch, 2);
	/* channel 0's GP entry points at unmapped memory */
	mw(d, GP(0), UNMAPPED);
	mw(d, GP(0) + 4, 4u << 10);
	mw(d, USERD(0) + 35 * 4, 1);
	uint32_t v[] = {INC(0, 0, 1), 0x5ec0, INC(0, 0x100, 1), 0x31};
	submit(d, 1, v, 4);
	run(d, 10000);
	SGPU_ASSERT(rd(d, PCCSR_CHAN(0)) & (1u << 22)); /* PBDMA_FAULTED */
	SGPU_ASSERT(rd(d, PFIFO_INTR) & (1u << 28));
	SGPU_ASSERT_EQ(rd(d, MMU_FAULT_VALO), UNMAPPED);
	SGPU_ASSERT_EQ(rd(d, MMU_FAULT_ENGINES), 1u << 7);       /* HOST0 */
	SGPU_ASSERT_EQ(rd(d, MMU_FAULT_INFO), 0x602u | 1u << 6); /* client HOST, hub, PTE read */
	SGPU_ASSERT_EQ(rd(d, REC + 0x24), 0x31u);                /* channel 1 ran */
	sgpu_device_destroy(d);
}

SGPU_TEST(bad_tsg_is_sched_error)
{
	sgpu_device *d = chip("gv100");
	SGPU_ASSERT(d != NULL);
	chan_setup(d, 0);
	/* a channel entry outside any TSG */
	mw(d, RL, USERD(0));
	mw(d, RL + 4, 0);
	mw(d, RL + 8, INST(0));
	mw(d, RL + 12, 0);
	wr(d, RUNLIST_BASE, RL >> 12);
	wr(d, RUNLIST, 1);
	run(d, 100);
	SGPU_ASSERT(rd(d, PFIFO_INTR) & (1u << 8));
	SGPU_ASSERT_EQ(rd(d, SCHED_ERROR), 0x20u);
	sgpu_device_destroy(d);
}

SGPU_TEST(ramfc_saved_on_switch)
{
	sgpu_device *d = chip("gv100");
	SGPU_ASSERT(d != NULL);
	chan_setup(d, 0);
	chan_setup(d, 1);
	unsigned ch[] = {0, 1};
	runlist(d, ch, 2);
	uint32_t v[] = {INC(0, 0, 1), 0x5ec0, INC(0, 0x50, 1), 0x1111};
	submit(d, 0, v, 4);
	run(d, 1000);
	uint32_t w[] = {INC(0, 0, 1), 0x5ec0};
	submit(d, 1, w, 2);
	run(d, 1000);
	/* channel 0 was switched out: its RAMFC holds REF and GP_GET */
	SGPU_ASSERT_EQ(mr(d, INST(0) + 0x28), 0x1111u);
	SGPU_ASSERT_EQ(mr(d, INST(0) + 0x14), 1u);
	/* preempting channel 1 saves it too */
	wr(d, PREEMPT, 1);
	SGPU_ASSERT_EQ(mr(d, INST(1) + 0x14), 1u);
	SGPU_ASSERT_EQ(rd(d, PCCSR_CHAN(1)) >> 28 & 1, 0u);
	sgpu_device_destroy(d);
}

SGPU_TEST(bad_signature)
{
	sgpu_device *d = chip("gm20b");
	SGPU_ASSERT(d != NULL);
	chan_setup(d, 0);
	mw(d, INST(0) + 0x10, 0x1234);
	unsigned ch[] = {0};
	runlist(d, ch, 1);
	uint32_t v[] = {0};
	submit(d, 0, v, 1);
	run(d, 1000);
	SGPU_ASSERT_EQ(rd(d, PBDMA(P_INTR_0)), 1u << 31);
	sgpu_device_destroy(d);
}

/* Two TSGs with timeslices of 1024 ns (TIMEOUT 1, SCALE 0): long method
 * runs on both channels interleave, each turn one timeslice of steps. */
/* ACQUIRE_SWITCH DIS (dev_pbdma "Semaphore switch option"): the channel
 * keeps polling, every retry after NV_PPBDMA_ACQUIRE's RETRY period, so
 * PFIFO stays busy (bounded by the budget) and the acquire holds as soon
 * as the value is there; EN waits without spending steps. */
SGPU_TEST(acquire_switch_disabled_polls)
{
	sgpu_device *d = one_channel("gm20b");
	SGPU_ASSERT(d != NULL);
	mw(d, INST(0) + 0x30, 10u << 7 | 4); /* ACQUIRE: RETRY 4 << 10 */
	mw(d, SEM, 0);
	uint32_t v[] = {INC(0, 0, 1),     0x5ec0, INC(0, 0x10, 4), 0, SEM, 1, 0x1,
	                INC(0, 0x100, 1), 0x77};
	submit(d, 0, v, 9);
	struct sgpu_run_result r = run(d, 50000);
	SGPU_ASSERT_EQ(r.stop, SGPU_RUN_BUDGET); /* polling */
	SGPU_ASSERT_EQ(r.steps, 50000u);
	SGPU_ASSERT_EQ(rd(d, PBDMA(P_METHOD0)) >> 31, 1u);
	SGPU_ASSERT_EQ(rd(d, PBDMA(0x044)) >> 19 & 1, 1u); /* SEM_EXECUTE ACQUIRE_FAIL */
	/* about one poll per RETRY period: the steps went to waiting */
	mw(d, SEM, 1);
	r = run(d, 50000);
	SGPU_ASSERT_EQ(r.stop, SGPU_RUN_IDLE);
	SGPU_ASSERT(r.steps <= 4096 + 16);
	SGPU_ASSERT_EQ(rd(d, REC + 0x24), 0x77u);
	sgpu_device_destroy(d);
}

/* gv100: one TSG of two channels and a second TSG. A failed acquire with
 * ACQUIRE_SWITCH_TSG EN hands the PBDMA to the TSG's other channel first;
 * the TSG's channels share one timeslice; when every channel of the TSG
 * waits, the other TSG runs. */
SGPU_TEST(tsg_shares_its_timeslice)
{
	sgpu_device *d = chip("gv100");
	SGPU_ASSERT(d != NULL);
	for (unsigned c = 0; c < 3; c++)
		chan_setup(d, c);
	wr(d, REC + 0x14, 0x100000);
	mw(d, SEM, 0);
	/* channel 0: 100 methods, then waits for SEM == 1 (set by channel 1) */
	static uint32_t w[4000];
	unsigned n = 0;
	w[n++] = INC(0, 0, 1);
	w[n++] = 0x5ec0;
	w[n++] = NINC(0, 0x100, 100);
	for (unsigned i = 0; i < 100; i++)
		w[n++] = i;
	uint32_t acq[] = {INC(0, 0x5c, 5), SEM, 0, 1, 0, 0x1000, INC(0, 0x104, 1), 0xa0};
	memcpy(w + n, acq, sizeof(acq));
	n += 8;
	submit(d, 0, w, n);
	/* channel 1: 3000 methods, then releases SEM = 1 */
	n = 0;
	w[n++] = INC(0, 0, 1);
	w[n++] = 0x5ec0;
	w[n++] = NINC(0, 0x108, 3000);
	for (unsigned i = 0; i < 3000; i++)
		w[n++] = i;
	uint32_t rel[] = {INC(0, 0x5c, 5), SEM, 0, 1, 0, 0x1 | 1u << 24};
	memcpy(w + n, rel, sizeof(rel));
	n += 6;
	submit(d, 1, w, n);
	/* channel 2 (the other TSG): 3000 methods */
	n = 0;
	w[n++] = INC(0, 0, 1);
	w[n++] = 0x5ec0;
	w[n++] = NINC(0, 0x10c, 3000);
	for (unsigned i = 0; i < 3000; i++)
		w[n++] = i;
	submit(d, 2, w, n);
	/* entries: TSG 0 (channels 0, 1), TSG 1 (channel 2); 1024-step timeslices */
	const uint32_t rl[] = {1u << 24 | 1, 2, 0,           0, USERD(0),     0, INST(0) | 0, 0,
	                       USERD(1),     0, INST(1) | 1, 0, 1u << 24 | 1, 1, 1,           0,
	                       USERD(2),     0, INST(2) | 2, 0};
	for (unsigned i = 0; i < sizeof(rl) / 4; i++)
		mw(d, RL + 4 * i, rl[i]);
	wr(d, RUNLIST_BASE, RL >> 12);
	wr(d, RUNLIST, 5);
	struct sgpu_run_result r = run(d, 200000);
	SGPU_ASSERT_EQ(r.stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(mr(d, SEM), 1u);
	/* the record runs: channel 0's 100 (+ SET_OBJECT), then channel 1
	 * in the rest of the same timeslice, then channel 2 */
	uint32_t put = rd(d, REC + 0x28), at = 0, seen = 0, first1 = 0;
	uint32_t order[64];
	while (at + 8 <= put && seen < 64) {
		uint32_t w0 = mr(d, REC_BUF + at), cnt = mr(d, REC_BUF + at + 4);
		if (w0 >> 20 == 1 && (w0 & 0x1ffc) == 0x108 && !first1)
			first1 = cnt;
		order[seen++] = w0 >> 20;
		at += 8 + 4 * cnt;
	}
	SGPU_ASSERT(seen >= 4);
	SGPU_ASSERT_EQ(order[0], 0u);
	SGPU_ASSERT_EQ(order[2], 1u);                   /* channel 1 follows in TSG 0's timeslice */
	SGPU_ASSERT(first1 > 0 && first1 < 1024 - 100); /* what was left of it */
	SGPU_ASSERT_EQ(order[4], 2u);                   /* then TSG 1 */
	SGPU_ASSERT_EQ(rd(d, REC + 0x18), 102u + 3001 + 3001);
	SGPU_ASSERT_EQ(logcap.guest, 0u);
	sgpu_device_destroy(d);
}

/* A runnable channel whose instance block lies outside memory cannot be
 * switched in: PFIFO.INTR_0 CHSW_ERROR, INTR_CHSW_ERROR RDAT_TIMEOUT;
 * the other channel runs. */
SGPU_TEST(chsw_error_on_unreadable_instance)
{
	sgpu_device *d = chip("gm20b");
	SGPU_ASSERT(d != NULL);
	chan_setup(d, 0);
	chan_setup(d, 1);
	uint32_t v[] = {INC(0, 0, 1), 0x5ec0, INC(0, 0x100, 1), 0x42};
	submit(d, 1, v, 4);
	wr(d, PCCSR_INST(0), 0x80000000u | (64u << 20) >> 12); /* past 16 MiB of VRAM */
	unsigned ch[] = {0, 1};
	runlist(d, ch, 2);
	struct sgpu_run_result r = run(d, 10000);
	SGPU_ASSERT_EQ(r.stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(rd(d, PFIFO_INTR) >> 16 & 1, 1u);
	SGPU_ASSERT_EQ(rd(d, 0x00256c), 4u);
	SGPU_ASSERT_EQ(rd(d, REC + 0x24), 0x42u);
	SGPU_ASSERT_EQ(logcap.guest, 1u);
	wr(d, PFIFO_INTR, 1u << 16);
	SGPU_ASSERT_EQ(rd(d, PFIFO_INTR) >> 16 & 1, 0u);
	sgpu_device_destroy(d);
}

/* nouveau gk104_fifo_oneinit counts PBDMAs by writing all ones to PMC
 * ENABLE_PB (0x204) and reading back, then reads PBDMA_MAP(i) (0x2390):
 * one PBDMA, serving runlist 0, on both chips. */
SGPU_TEST(pbdma_discovery_as_nouveau)
{
	static const char *const chips[] = {"gm20b", "gv100"};
	for (unsigned k = 0; k < 2; k++) {
		sgpu_device *d = chip(chips[k]);
		SGPU_ASSERT(d != NULL);
		wr(d, 0x000204, 0xffffffffu);
		SGPU_ASSERT_EQ(rd(d, 0x000204), 1u);
		SGPU_ASSERT_EQ(rd(d, 0x002390), 1u);
		SGPU_ASSERT_EQ(logcap.guest, 0u);
		sgpu_device_destroy(d);
	}
}

SGPU_TEST(tsg_timeslices_interleave)
{
	sgpu_device *d = chip("gv100");
	SGPU_ASSERT(d != NULL);
	chan_setup(d, 0);
	chan_setup(d, 1);
	for (unsigned c = 0; c < 2; c++) {
		uint32_t w[2] = {INC(0, 0, 1), 0x5ec0};
		for (unsigned i = 0; i < 2; i++)
			mw(d, PB(c) + 4 * i, w[i]);
		mw(d, PB(c) + 8, NINC(0, 0x100, 3000));
		for (unsigned i = 0; i < 3000; i++)
			mw(d, PB(c) + 12 + 4 * i, c << 16 | i);
		mw(d, GP(c), PB(c));
		mw(d, GP(c) + 4, 3003u << 10);
		mw(d, USERD(c) + 35 * 4, 1);
		wr(d, DOORBELL, c);
	}
	for (unsigned t = 0; t < 2; t++) {
		mw(d, RL + 32 * t, 1u << 24 | 0u << 16 | 1);
		mw(d, RL + 32 * t + 4, 1);
		mw(d, RL + 32 * t + 8, t);
		mw(d, RL + 32 * t + 12, 0);
		mw(d, RL + 32 * t + 16, USERD(t));
		mw(d, RL + 32 * t + 20, 0);
		mw(d, RL + 32 * t + 24, INST(t) | t);
		mw(d, RL + 32 * t + 28, 0);
	}
	wr(d, REC + 0x14, 0x100000);
	wr(d, RUNLIST_BASE, RL >> 12);
	wr(d, RUNLIST, 4);
	struct sgpu_run_result r = run(d, 100000);
	SGPU_ASSERT_EQ(r.stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(rd(d, REC + 0x18), 6002u);
	/* the record runs alternate between the channels */
	uint32_t put = rd(d, REC + 0x28), at = 0, last = 99, turns = 0;
	while (at + 8 <= put) {
		uint32_t w0 = mr(d, REC_BUF + at), cnt = mr(d, REC_BUF + at + 4);
		if (w0 >> 20 != last)
			turns++;
		last = w0 >> 20;
		SGPU_ASSERT(cnt <= 1024);
		at += 8 + 4 * cnt;
	}
	SGPU_ASSERT(turns >= 6);
	SGPU_ASSERT_EQ(mr(d, USERD(0) + 34 * 4), 1u);
	SGPU_ASSERT_EQ(mr(d, USERD(1) + 34 * 4), 1u);
	sgpu_device_destroy(d);
}

SGPU_TEST(disabled_channel_is_saved_and_others_run)
{
	sgpu_device *d = chip("gm20b");
	SGPU_ASSERT(d != NULL);
	chan_setup(d, 0);
	chan_setup(d, 1);
	unsigned ch[] = {0, 1};
	runlist(d, ch, 2);
	uint32_t bad[] = {0xc0000000u};
	submit(d, 0, bad, 1);
	run(d, 1000);
	SGPU_ASSERT_EQ(rd(d, PBDMA(P_INTR_0)), INTR_PBENTRY);
	uint32_t v[] = {INC(0, 0, 1), 0x5ec0, INC(0, 0x100, 1), 0x55};
	submit(d, 1, v, 4);
	run(d, 1000);
	SGPU_ASSERT_EQ(rd(d, REC + 0x18), 0u); /* the PBDMA is frozen */
	/* teardown: disable, preempt (refused while frozen), clear */
	wr(d, PCCSR_CHAN(0), 0x800);
	wr(d, PREEMPT, 0);
	wr(d, PBDMA(P_INTR_0), INTR_PBENTRY);
	run(d, 1000);
	SGPU_ASSERT_EQ(rd(d, REC + 0x24), 0x55u);
	SGPU_ASSERT_EQ(rd(d, PCCSR_CHAN(0)) & 1, 0u);
	SGPU_ASSERT_EQ(mr(d, INST(0) + 0x18), PB(0) + 4); /* saved: GET past the bad word */
	sgpu_device_destroy(d);
}

SGPU_TEST(gv100_clear_faulted_and_non_stall)
{
	sgpu_device *d = chip("gv100");
	SGPU_ASSERT(d != NULL);
	chan_setup(d, 0);
	chan_setup(d, 1);
	unsigned ch[] = {0, 1};
	runlist(d, ch, 2);
	/* channel 1 faults on an unmapped segment */
	mw(d, GP(1), UNMAPPED);
	mw(d, GP(1) + 4, 1u << 10);
	mw(d, USERD(1) + 35 * 4, 1);
	wr(d, DOORBELL, 1);
	run(d, 1000);
	SGPU_ASSERT(rd(d, PCCSR_CHAN(1)) & (1u << 22));
	/* channel 0 maps the page and clears channel 1's fault; a NON_STALL_INTERRUPT */
	map4k(d, UNMAPPED, 0x300000, 0, false);
	mw(d, 0x300000, 0);
	uint32_t v[] = {INC(0, 0x84, 1), 1, INC(0, 0x20, 1), 0, INC(0, 0x84, 1), 1};
	submit(d, 0, v, 6);
	run(d, 1000);
	SGPU_ASSERT_EQ(rd(d, PCCSR_CHAN(1)) & (1u << 22), 0u);
	SGPU_ASSERT(rd(d, PFIFO_INTR) & (1u << 31));
	/* the second CLEAR_FAULTED finds nothing to clear */
	SGPU_ASSERT_EQ(rd(d, PBDMA(P_INTR_0)), 1u << 20);
	wr(d, PBDMA(P_METHOD0), 0);
	wr(d, PBDMA(P_INTR_0), 1u << 20);
	run(d, 1000);
	SGPU_ASSERT_EQ(mr(d, USERD(1) + 34 * 4), 1u); /* channel 1 ran its segment */
	sgpu_device_destroy(d);
}

/* PREEMPT of a TSG (TYPE 1) saves its loaded channel; RUNLIST_PREEMPT
 * saves whatever runs on runlist 0; PENDING reads 0 at once. */
SGPU_TEST(preempt_tsg_and_runlist)
{
	sgpu_device *d = chip("gv100");
	SGPU_ASSERT(d != NULL);
	chan_setup(d, 0);
	chan_setup(d, 1);
	unsigned ch[] = {0, 1};
	runlist(d, ch, 2); /* TSG i holds channel i */
	uint32_t v[] = {INC(0, 0, 1), 0x5ec0, INC(0, 0x50, 1), 0x77};
	submit(d, 1, v, 4);
	run(d, 1000);
	SGPU_ASSERT_EQ(rd(d, PCCSR_CHAN(1)) >> 24 & 0xf, 5u);
	wr(d, PREEMPT, 1u << 24 | 0); /* TSG 0: not the loaded one */
	SGPU_ASSERT_EQ(rd(d, PCCSR_CHAN(1)) >> 24 & 0xf, 5u);
	wr(d, PREEMPT, 1u << 24 | 1);
	SGPU_ASSERT_EQ(rd(d, PCCSR_CHAN(1)) >> 24 & 0xf, 0u);
	SGPU_ASSERT_EQ(rd(d, PREEMPT) >> 20 & 1, 0u);
	SGPU_ASSERT_EQ(mr(d, INST(1) + 0x28), 0x77u);
	submit(d, 0, v, 4);
	run(d, 1000);
	SGPU_ASSERT_EQ(rd(d, PCCSR_CHAN(0)) >> 24 & 0xf, 5u);
	wr(d, 0x002638, 1);
	SGPU_ASSERT_EQ(rd(d, PCCSR_CHAN(0)) >> 24 & 0xf, 0u);
	SGPU_ASSERT_EQ(rd(d, 0x002638), 0u);
	SGPU_ASSERT_EQ(mr(d, INST(0) + 0x28), 0x77u);
	sgpu_device_destroy(d);
}

/* The TLB keeps a translation until an invalidate: a semaphore page
 * remapped without one is still written at the old place; after the
 * PFB register invalidate (nouveau gf100_vmm_flush_) or a channel's
 * MEM_OP_D MMU_TLB_INVALIDATE the new mapping is used. */
static void tlb_case(const char *name)
{
	sgpu_device *d = one_channel(name);
	SGPU_ASSERT(d != NULL);
	map4k(d, SEM, 0x400000, 0, false);
	mw(d, 0x400000, 0);
	mw(d, 0x500000, 0);
	uint32_t rel1[] = {INC(0, 0x10, 4), 0, SEM, 1, 0x2 | 1u << 24};
	submit(d, 0, rel1, 5);
	run(d, 1000);
	SGPU_ASSERT_EQ(mr(d, 0x400000), 1u);
	map4k(d, SEM, 0x500000, 0, false); /* no invalidate */
	uint32_t rel2[] = {INC(0, 0x10, 4), 0, SEM, 2, 0x2 | 1u << 24};
	submit(d, 0, rel2, 5);
	run(d, 1000);
	SGPU_ASSERT_EQ(mr(d, 0x400000), 2u); /* stale */
	SGPU_ASSERT_EQ(mr(d, 0x500000), 0u);
	wr(d, 0x100cb8, PD >> 8);
	wr(d, 0x100cbc, 0x80000001u); /* PAGE_ALL of this PDB */
	uint32_t rel3[] = {INC(0, 0x10, 4), 0, SEM, 3, 0x2 | 1u << 24};
	submit(d, 0, rel3, 5);
	run(d, 1000);
	SGPU_ASSERT_EQ(mr(d, 0x500000), 3u);
	/* back to the first page, invalidated by the channel itself */
	map4k(d, SEM, 0x400000, 0, false);
	uint32_t rel4[] = {INC(0, 0x30, 2), PD, 9u << 27, INC(0, 0x10, 4), 0, SEM, 4,
	                   0x2 | 1u << 24};
	submit(d, 0, rel4, 8);
	run(d, 1000);
	SGPU_ASSERT_EQ(mr(d, 0x400000), 4u);
	SGPU_ASSERT_EQ(mr(d, 0x500000), 3u);
	SGPU_ASSERT_EQ(gf100_pfb_invalidates((struct sgpu_device *)d), 2u);
	sgpu_device_destroy(d);
}

SGPU_TEST(tlb_until_invalidate)
{
	tlb_case("gm20b");
	tlb_case("gv100");
}

/* ------------------------------------------------------------------ page tables */

SGPU_TEST(vm_gf100_small_big_and_kind)
{
	sgpu_device *d = chip("gm20b");
	SGPU_ASSERT(d != NULL);
	/* small page with kind 0xfe, read-only */
	map4k(d, 0x4000000 + 0x3000, 0x900000, 0xfe, true);
	/* a big page (64 KiB) at VA 0x8000000: its own PDE with only a big table */
	mw64(d, PD + 8 * (0x8000000 >> 26), 1 | (uint64_t)(0x50000 >> 8));
	mw64(d, 0x50000 + 8 * 0, (0xa00000 >> 8) | 1 | (uint64_t)0x11 << 36);
	struct gf100_vmctx ctx;
	enum gf100_vm_fault why;
	SGPU_ASSERT(gf100_vmctx_decode(PD | 1u << 11, 0, false, &ctx, &why));
	sgpu_device *dev = d;
	struct gf100_vm_page pg;
	SGPU_ASSERT(
	        gf100_vm_translate((struct sgpu_device *)dev, &ctx, 0x4003123, false, &pg, &why));
	SGPU_ASSERT_EQ(pg.pa, 0x900123u);
	SGPU_ASSERT_EQ(pg.kind, 0xfe);
	SGPU_ASSERT_EQ(pg.shift, 12u);
	SGPU_ASSERT(
	        !gf100_vm_translate((struct sgpu_device *)dev, &ctx, 0x4003123, true, &pg, &why));
	SGPU_ASSERT_EQ(why, GF100_VM_RO);
	SGPU_ASSERT(
	        gf100_vm_translate((struct sgpu_device *)dev, &ctx, 0x800abcd, false, &pg, &why));
	SGPU_ASSERT_EQ(pg.pa, 0xa0abcdu);
	SGPU_ASSERT_EQ(pg.shift, 16u);
	SGPU_ASSERT_EQ(pg.kind, 0x11);
	SGPU_ASSERT(
	        !gf100_vm_translate((struct sgpu_device *)dev, &ctx, 0xc000000, false, &pg, &why));
	SGPU_ASSERT_EQ(why, GF100_VM_PDE);
	SGPU_ASSERT(
	        !gf100_vm_translate((struct sgpu_device *)dev, &ctx, 1ull << 40, false, &pg, &why));
	SGPU_ASSERT_EQ(why, GF100_VM_VA_LIMIT);
	sgpu_device_destroy(d);
}

SGPU_TEST(vm_ver2_small_and_2m)
{
	sgpu_device *d = chip("gv100");
	SGPU_ASSERT(d != NULL);
	map4k(d, 0x5000, 0x700000, 0x0e, false);
	/* a 2 MiB page at VA 0x200000 (PD0 entry 1, IS_PTE) */
	mw64(d, PT + 0x2000 + 16, (uint64_t)(0xc00000 >> 12) << 8 | 1 | (uint64_t)0x22 << 56);
	struct gf100_vmctx ctx;
	enum gf100_vm_fault why;
	SGPU_ASSERT(!gf100_vmctx_decode(PD | 1u << 11, 0, true, &ctx, &why));
	SGPU_ASSERT_EQ(why, GF100_VM_UNBOUND); /* gv100 needs VER2 */
	SGPU_ASSERT(gf100_vmctx_decode(PD | 3u << 10, 0, true, &ctx, &why));
	struct gf100_vm_page pg;
	SGPU_ASSERT(gf100_vm_translate((struct sgpu_device *)d, &ctx, 0x5010, false, &pg, &why));
	SGPU_ASSERT_EQ(pg.pa, 0x700010u);
	SGPU_ASSERT_EQ(pg.kind, 0x0e);
	SGPU_ASSERT(gf100_vm_translate((struct sgpu_device *)d, &ctx, 0x2fffff, false, &pg, &why));
	SGPU_ASSERT_EQ(pg.pa, 0xcfffffu);
	SGPU_ASSERT_EQ(pg.shift, 21u);
	SGPU_ASSERT_EQ(pg.kind, 0x22);
	SGPU_ASSERT(!gf100_vm_translate((struct sgpu_device *)d, &ctx, 0x400000, false, &pg, &why));
	SGPU_ASSERT_EQ(why, GF100_VM_PDE);
	sgpu_device_destroy(d);
}

/* gv100: a host fault goes to the non-replayable fault buffer (physical
 * mode) as a 32-byte NV_MMU_FAULT_BUF_ENTRY, PUT advances and the NISO
 * interrupt (PMC line 9) rises; with the buffer off, the FAULT_*
 * registers latch it. */
SGPU_TEST(gv100_fault_buffer_and_registers)
{
	sgpu_device *d = one_channel("gv100");
	SGPU_ASSERT(d != NULL);
	wr(d, 0x100e24, 0x700000 | 1); /* buffer 0 at VRAM 0x700000, physical */
	wr(d, 0x100e28, 0);
	wr(d, 0x100e34, 0x80000000u | 4);
	wr(d, 0x100a2c, 0xa0000000u);
	mw(d, GP(0), UNMAPPED + 0x10);
	mw(d, GP(0) + 4, 1u << 10);
	mw(d, USERD(0) + 35 * 4, 1);
	wr(d, DOORBELL, 0);
	run(d, 1000);
	SGPU_ASSERT_EQ(rd(d, 0x100e30), 1u);
	SGPU_ASSERT_EQ(mr(d, 0x700000), INST(0));
	SGPU_ASSERT_EQ(mr(d, 0x700008), UNMAPPED);
	SGPU_ASSERT_EQ(mr(d, 0x700018), 0x20u);       /* HOST0 */
	SGPU_ASSERT_EQ(mr(d, 0x70001c), 0x80100602u); /* VALID, HUB, HOST, PTE */
	SGPU_ASSERT(rd(d, 0x100a20) & (1u << 29));
	SGPU_ASSERT(rd(d, 0x000100) & (1u << 9)); /* PMC: FAULT */
	SGPU_ASSERT(rd(d, PCCSR_CHAN(0)) & (1u << 22));
	wr(d, 0x100e2c, 1); /* GET = PUT: consumed */
	SGPU_ASSERT_EQ(rd(d, 0x100a20) & (1u << 29), 0u);
	/* buffer off: the registers */
	wr(d, 0x100e34, 0);
	wr(d, PCCSR_CHAN(0), 1u << 22);
	run(d, 1000);
	SGPU_ASSERT_EQ(rd(d, 0x100e60) >> 31, 1u);
	SGPU_ASSERT_EQ(rd(d, 0x100e4c), UNMAPPED);
	SGPU_ASSERT_EQ(rd(d, 0x100e54), INST(0) | 0x20);
	SGPU_ASSERT_EQ(rd(d, 0x100e5c), 0x80100602u);
	SGPU_ASSERT(rd(d, 0x100a20) & (1u << 31));
	wr(d, 0x100e60, 1u << 31);
	SGPU_ASSERT_EQ(rd(d, 0x100a20), 0u);
	sgpu_device_destroy(d);
}

SGPU_TEST(vm_gf100_both_ptes_valid_faults)
{
	sgpu_device *d = chip("gm20b");
	SGPU_ASSERT(d != NULL);
	/* a PDE with both tables, both PTEs of VA 0x8000000 valid */
	mw64(d, PD + 8 * (0x8000000 >> 26),
	     1 | (uint64_t)(0x50000 >> 8) | (uint64_t)1 << 32 | (uint64_t)(0x58000 >> 8) << 32);
	mw64(d, 0x50000, (0xa00000 >> 8) | 1);
	mw64(d, 0x58000, (0xb00000 >> 8) | 1);
	struct gf100_vmctx ctx;
	enum gf100_vm_fault why;
	SGPU_ASSERT(gf100_vmctx_decode(PD | 1u << 11, 0, false, &ctx, &why));
	struct gf100_vm_page pg;
	SGPU_ASSERT(
	        !gf100_vm_translate((struct sgpu_device *)d, &ctx, 0x8000000, false, &pg, &why));
	SGPU_ASSERT_EQ(why, GF100_VM_BOTH);
	SGPU_ASSERT_EQ(gf100_vm_fault_type(why), 0xeu);
	mw64(d, 0x58000, 0); /* small PTE invalid: the big page maps it */
	SGPU_ASSERT(gf100_vm_translate((struct sgpu_device *)d, &ctx, 0x8000010, false, &pg, &why));
	SGPU_ASSERT_EQ(pg.pa, 0xa00010u);
	sgpu_device_destroy(d);
}

/* ------------------------------------------------------------------ decoder */

static char lines[64][160];
static unsigned nlines;

static void collect(void *user, const char *l)
{
	(void)user;
	if (nlines < 64)
		snprintf(lines[nlines], sizeof(lines[0]), "%s", l);
	nlines++;
}

SGPU_TEST(pushbuf_disasm_lines)
{
	uint32_t w[] = {INC(0, 0x000, 1),
	                0x5ec0,
	                IMMD(5, 0x100, 3),
	                0xc0000000u,
	                INC(0, 0x10, 4),
	                0,
	                0x1000,
	                1,
	                2,
	                0xe0000000u};
	struct gf100_pb_disasm_opts o = {.gen = GF100_HOST_B06F, .old_forms = true, .base = 0x1000};
	nlines = 0;
	size_t bad = gf100_pb_disasm(w, 10, &o, collect, NULL);
	SGPU_ASSERT_EQ(bad, 2u);
	SGPU_ASSERT_STR_EQ(lines[0], "0x00001000: 0x20010000  inc subc 0 mthd 0x0000 count 1");
	SGPU_ASSERT_STR_EQ(lines[1], "0x00001004: 0x00005ec0    subc 0 SET_OBJECT = 0x00005ec0");
	SGPU_ASSERT_STR_EQ(lines[2],
	                   "0x00001008: 0x8003a040  subc 5 0x0100 = 0x00000003  ! DEVICE");
	SGPU_ASSERT_STR_CONTAINS(lines[3], "! PBENTRY");
	SGPU_ASSERT_STR_CONTAINS(lines[8], "SEMAPHORED = 0x00000002");
	SGPU_ASSERT_STR_CONTAINS(lines[9], "end_pb_segment");
	uint32_t g[] = {0x1000, 3u << 10 | 1u << 9, 0, 1};
	nlines = 0;
	SGPU_ASSERT_EQ(gf100_gp_disasm(g, 4, 0, collect, NULL), 1u);
	SGPU_ASSERT_STR_CONTAINS(lines[0], "gp 0: 0x0000001000 3 words subroutine");
	SGPU_ASSERT_STR_CONTAINS(lines[1], "control ILLEGAL  ! GPENTRY");
}
