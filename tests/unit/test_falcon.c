/* The falcon emulator: ALU flag rules per version, data space, branches,
 * interrupts, traps, code VM, xfers and the IO registers (seed 000 §2.10,
 * docs/hw/falcon.md). Programs are hand-encoded (fuc_enc.h). */
#include <stdlib.h>

#include "core/device.h"
#include "falcon/falcon.h"
#include "fuc_enc.h"
#include "harness.h"
#include "softgpu/softgpu.h"

#define F(bit) (1u << (bit))
#define CZ_MASK (F(FUC_FLAG_C) | F(FUC_FLAG_O) | F(FUC_FLAG_S) | F(FUC_FLAG_Z))

static uint32_t alu(unsigned v, enum fuc_alu_op op, unsigned sz, uint32_t a, uint32_t b,
                    uint32_t *fl)
{
	return fuc_alu(v, op, sz, 0, a, b, fl);
}

static uint32_t fl_of(bool c, bool o, bool s, bool z)
{
	return (c ? F(FUC_FLAG_C) : 0) | (o ? F(FUC_FLAG_O) : 0) | (s ? F(FUC_FLAG_S) : 0) |
	       (z ? F(FUC_FLAG_Z) : 0);
}

/* ------------------------------------------------------------------ ALU */

SGPU_TEST(alu_add_sub_flags)
{
	uint32_t fl = 0;
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_ADD, 8, 0x7f, 1, &fl), 0x80);
	SGPU_ASSERT_EQ(fl, fl_of(0, 1, 1, 0));
	fl = 0;
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_ADD, 8, 0xff, 1, &fl), 0);
	SGPU_ASSERT_EQ(fl, fl_of(1, 0, 0, 1));
	fl = 0;
	SGPU_ASSERT_EQ(alu(0, FUC_ALU_ADD, 16, 0x8000, 0x8000, &fl), 0);
	SGPU_ASSERT_EQ(fl, fl_of(1, 1, 0, 1));
	fl = F(FUC_FLAG_C);
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_ADC, 32, 0xffffffff, 0, &fl), 0);
	SGPU_ASSERT_EQ(fl, fl_of(1, 0, 0, 1));
	fl = 0;
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_SUB, 32, 0, 1, &fl), 0xffffffff);
	SGPU_ASSERT_EQ(fl, fl_of(1, 0, 1, 0)); /* borrow */
	fl = 0;
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_SUB, 8, 0x80, 1, &fl), 0x7f);
	SGPU_ASSERT_EQ(fl, fl_of(0, 1, 0, 0));
	fl = F(FUC_FLAG_C);
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_SBB, 16, 5, 4, &fl), 0);
	SGPU_ASSERT_EQ(fl, fl_of(0, 0, 0, 1));
	fl = F(FUC_FLAG_C);
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_SBB, 16, 4, 4, &fl), 0xffff);
	SGPU_ASSERT_EQ(fl, fl_of(1, 0, 1, 0));
	/* predicates and other bits survive */
	fl = 0x10005;
	alu(3, FUC_ALU_ADD, 32, 1, 1, &fl);
	SGPU_ASSERT_EQ(fl, 0x10005u);
}

SGPU_TEST(alu_shift_flags)
{
	uint32_t fl = 0;
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_SHL, 8, 0x81, 1, &fl), 0x02);
	SGPU_ASSERT_EQ(fl, fl_of(1, 0, 0, 0));
	/* count masked by size: 9 & 7 = 1 */
	fl = 0;
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_SHL, 8, 0x81, 9, &fl), 0x02);
	fl = F(FUC_FLAG_O);
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_SHR, 16, 0x8001, 1, &fl), 0x4000);
	SGPU_ASSERT_EQ(fl, fl_of(1, 0, 0, 0)); /* v3: o cleared */
	fl = 0;
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_SAR, 8, 0x80, 7, &fl), 0xff);
	SGPU_ASSERT_EQ(fl, fl_of(0, 0, 1, 0));
	fl = 0;
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_SAR, 32, 0x80000000u, 0, &fl), 0x80000000u);
	SGPU_ASSERT_EQ(fl, fl_of(0, 0, 1, 0)); /* count 0: c = 0 */
	/* shlc/shrc take the old carry */
	fl = F(FUC_FLAG_C);
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_SHLC, 32, 0x80000000u, 1, &fl), 1);
	SGPU_ASSERT_EQ(fl, fl_of(1, 0, 0, 0));
	fl = F(FUC_FLAG_C);
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_SHRC, 8, 0x02, 2, &fl), 0x40);
	SGPU_ASSERT_EQ(fl, fl_of(1, 0, 0, 0));
	/* v0: only c is written */
	fl = F(FUC_FLAG_Z) | F(FUC_FLAG_O);
	SGPU_ASSERT_EQ(alu(0, FUC_ALU_SHL, 32, 1, 4, &fl), 0x10);
	SGPU_ASSERT_EQ(fl, fl_of(0, 1, 0, 1));
}

SGPU_TEST(alu_compare_flags)
{
	uint32_t fl = F(FUC_FLAG_O) | F(FUC_FLAG_S);
	alu(3, FUC_ALU_CMPU, 32, 1, 2, &fl);
	SGPU_ASSERT_EQ(fl, fl_of(1, 1, 1, 0)); /* cmpu leaves o and s */
	fl = 0;
	alu(3, FUC_ALU_CMPU, 8, 0x80, 0x80, &fl);
	SGPU_ASSERT_EQ(fl, fl_of(0, 0, 0, 1));
	fl = 0;
	alu(3, FUC_ALU_CMPS, 8, 0x80, 0x01, &fl); /* -128 < 1 */
	SGPU_ASSERT_EQ(fl, fl_of(1, 0, 0, 0));
	fl = 0;
	alu(3, FUC_ALU_CMPS, 32, 1, 0xffffffffu, &fl); /* 1 > -1 */
	SGPU_ASSERT_EQ(fl, fl_of(0, 0, 0, 0));
	fl = 0;
	alu(3, FUC_ALU_CMP, 8, 0x80, 0x01, &fl); /* diff 0x7f: o set, s clear */
	SGPU_ASSERT_EQ(fl, fl_of(0, 1, 0, 0));
	SGPU_ASSERT_EQ(fuc_cond(3, 0x1e, fl), 1); /* l */
	fl = 0;
	alu(3, FUC_ALU_CMP, 16, 3, 5, &fl);
	SGPU_ASSERT_EQ(fl, fl_of(1, 0, 1, 0));
}

SGPU_TEST(alu_unary_flags)
{
	uint32_t fl = F(FUC_FLAG_C) | F(FUC_FLAG_O);
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_NOT, 8, 0xff, 0, &fl), 0);
	SGPU_ASSERT_EQ(fl, fl_of(1, 0, 0, 1)); /* c untouched */
	fl = 0;
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_NEG, 8, 0x80, 0, &fl), 0x80);
	SGPU_ASSERT_EQ(fl, fl_of(0, 1, 1, 0));
	fl = 0;
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_NEG, 16, 1, 0, &fl), 0xffff);
	SGPU_ASSERT_EQ(fl, fl_of(0, 0, 1, 0));
	fl = F(FUC_FLAG_O);
	SGPU_ASSERT_EQ(alu(0, FUC_ALU_MOVF, 32, 0, 0, &fl), 0);
	SGPU_ASSERT_EQ(fl, fl_of(0, 0, 0, 1));
	fl = 0;
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_HSWAP, 32, 0x12345678, 0, &fl), 0x56781234);
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_HSWAP, 8, 0x1e, 0, &fl), 0xe1);
	SGPU_ASSERT_EQ(fl, fl_of(0, 0, 1, 0));
	fl = 0;
	alu(3, FUC_ALU_SETF, 16, 0x8000, 0, &fl);
	SGPU_ASSERT_EQ(fl, fl_of(0, 0, 1, 0));
}

SGPU_TEST(alu_logic_errata)
{
	/* v0 writes no flags; v3 clears c and o (seed "set to s" is an OCR slip) */
	uint32_t fl = CZ_MASK;
	SGPU_ASSERT_EQ(alu(0, FUC_ALU_AND, 32, 0xf0, 0x0f, &fl), 0);
	SGPU_ASSERT_EQ(fl, CZ_MASK);
	fl = F(FUC_FLAG_C) | F(FUC_FLAG_O);
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_OR, 32, 0x80000000u, 1, &fl), 0x80000001u);
	SGPU_ASSERT_EQ(fl, fl_of(0, 0, 1, 0));
	fl = 0;
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_XOR, 32, 5, 5, &fl), 0);
	SGPU_ASSERT_EQ(fl, fl_of(0, 0, 0, 1));
}

SGPU_TEST(alu_mul_bitfield_div)
{
	uint32_t fl = 0;
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_MULU, 32, 0x1ffff, 0x10002, &fl), 0x1fffe);
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_MULS, 32, 0xffff, 2, &fl), 0xfffffffe);
	SGPU_ASSERT_EQ(fl, 0u); /* no flags */
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_SEXT, 32, 0x80, 7, &fl), 0xffffff80);
	SGPU_ASSERT_EQ(fl, fl_of(0, 0, 1, 0));
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_SEXT, 32, 0x17f, 7, &fl), 0x7f);
	SGPU_ASSERT_EQ(fl, fl_of(0, 0, 0, 0));
	/* extr $r 5:7 = low 5, sizem1 2 (I8 0x45) */
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_EXTR, 32, 0xe0, 0x45, &fl), 7);
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_EXTRS, 32, 0xe0, 0x45, &fl), 0xffffffff);
	SGPU_ASSERT_EQ(fl, fl_of(0, 0, 1, 0));
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_EXTRS, 32, 0x60, 0x45, &fl), 3);
	SGPU_ASSERT_EQ(fl, fl_of(0, 0, 0, 0));
	/* ins: 8 bits at 4 */
	SGPU_ASSERT_EQ(fuc_alu(3, FUC_ALU_INS, 32, 0xffffffff, 0xab, 0xe4, &fl), 0xfffffabf);
	/* ins past bit 31: no change */
	SGPU_ASSERT_EQ(fuc_alu(3, FUC_ALU_INS, 32, 0x1234, 0xff, 0x1fc, &fl), 0x1234);
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_DIV, 32, 100, 7, &fl), 14);
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_MOD, 32, 100, 7, &fl), 2);
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_DIV, 32, 100, 0, &fl), 0xffffffff);
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_MOD, 32, 100, 0, &fl), 100);
	SGPU_ASSERT_EQ(fuc_alu(3, FUC_ALU_SETHI, 32, 0x12345678, 0, 0xabcd, &fl), 0xabcd5678);
	/* xbit: v0 merges into bit 0, v3 writes 0/1 and sets s=0, z */
	fl = F(FUC_FLAG_S);
	SGPU_ASSERT_EQ(fuc_alu(0, FUC_ALU_XBIT, 32, 0xf0, 0x8, 3, &fl), 0xf1);
	SGPU_ASSERT_EQ(fl, F(FUC_FLAG_S));
	SGPU_ASSERT_EQ(fuc_alu(3, FUC_ALU_XBIT, 32, 0xf0, 0x8, 2, &fl), 0);
	SGPU_ASSERT_EQ(fl, fl_of(0, 0, 0, 1));
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_BSET, 32, 0, 33, &fl), 2);
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_BCLR, 32, 0xff, 0, &fl), 0xfe);
	SGPU_ASSERT_EQ(alu(3, FUC_ALU_BTGL, 32, 0xff, 7, &fl), 0x7f);
}

SGPU_TEST(cond_codes)
{
	uint32_t c = F(FUC_FLAG_C), o = F(FUC_FLAG_O), s = F(FUC_FLAG_S), z = F(FUC_FLAG_Z);
	for (unsigned p = 0; p < 8; p++) {
		SGPU_ASSERT_EQ(fuc_cond(3, p, 1u << p), 1);
		SGPU_ASSERT_EQ(fuc_cond(3, p, 0), 0);
		SGPU_ASSERT_EQ(fuc_cond(3, 0x10 + p, 1u << p), 0);
		SGPU_ASSERT_EQ(fuc_cond(3, 0x10 + p, 0), 1);
	}
	SGPU_ASSERT_EQ(fuc_cond(3, 0x08, c), 1);
	SGPU_ASSERT_EQ(fuc_cond(3, 0x09, o), 1);
	SGPU_ASSERT_EQ(fuc_cond(3, 0x0a, s), 1);
	SGPU_ASSERT_EQ(fuc_cond(3, 0x0b, z), 1);
	SGPU_ASSERT_EQ(fuc_cond(3, 0x0c, 0), 1);
	SGPU_ASSERT_EQ(fuc_cond(3, 0x0c, z), 0);
	SGPU_ASSERT_EQ(fuc_cond(3, 0x0d, c), 1);
	SGPU_ASSERT_EQ(fuc_cond(3, 0x0d, 0), 0);
	SGPU_ASSERT_EQ(fuc_cond(3, 0x0e, 0), 1);
	SGPU_ASSERT_EQ(fuc_cond(3, 0x0f, 0), -1);
	SGPU_ASSERT_EQ(fuc_cond(3, 0x18, c), 0);
	SGPU_ASSERT_EQ(fuc_cond(3, 0x19, 0), 1);
	SGPU_ASSERT_EQ(fuc_cond(3, 0x1a, s), 0);
	SGPU_ASSERT_EQ(fuc_cond(3, 0x1b, 0), 1);
	SGPU_ASSERT_EQ(fuc_cond(3, 0x1c, 0), 1); /* g */
	SGPU_ASSERT_EQ(fuc_cond(3, 0x1c, o | s), 1);
	SGPU_ASSERT_EQ(fuc_cond(3, 0x1c, o), 0);
	SGPU_ASSERT_EQ(fuc_cond(3, 0x1d, z), 1); /* le */
	SGPU_ASSERT_EQ(fuc_cond(3, 0x1d, 0), 0);
	SGPU_ASSERT_EQ(fuc_cond(3, 0x1e, s), 1);     /* l */
	SGPU_ASSERT_EQ(fuc_cond(3, 0x1f, o | s), 1); /* ge */
	SGPU_ASSERT_EQ(fuc_cond(0, 0x1c, 0), -1);    /* v3+ only */
}

/* ------------------------------------------------------------------ device helpers */

struct rig {
	sgpu_device *dev;
	struct fuc *f;
	uint32_t base;
};

/* Tears down two rigs whose falcons had their params swapped for the
 * test's: the pointers go first (fini reads nothing through them). */
static void rigs_destroy(struct rig *a, struct rig *b)
{
	a->f->p = b->f->p = NULL;
	sgpu_device_destroy(a->dev);
	sgpu_device_destroy(b->dev);
}

/* The seed of a differential test: $FUC_DIFF_SEED replays another one. */
static uint64_t diff_seed(uint64_t dflt)
{
	const char *e = getenv("FUC_DIFF_SEED");
	return e ? strtoull(e, NULL, 0) : dflt;
}

static void trace_insn(void *ctx, const struct fuc *f, uint32_t pc, const uint8_t *b, unsigned len)
{
	(void)ctx;
	fprintf(stderr, "  %04x:", pc);
	for (unsigned i = 0; i < len; i++)
		fprintf(stderr, " %02x", b[i]);
	fprintf(stderr, "  sp %x flags %x\n", f->sr[FUC_SR_SP], f->sr[FUC_SR_FLAGS]);
}

/* Quiet unless FUC_TEST_VERBOSE is set in the environment. */
static void silent(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	(void)user;
	if (getenv("FUC_TEST_VERBOSE"))
		fprintf(stderr, "[%d %s] %s\n", (int)level, cat, msg);
}

static bool rig_open(struct rig *r, const char *chip, const char *unit)
{
	if (sgpu_device_create(chip, NULL, &r->dev) != SGPU_OK)
		return false;
	sgpu_set_log_callback(r->dev, silent, NULL);
	struct sgpu_unit *u = sgpu_dev_unit(r->dev, unit);
	if (!u)
		return false;
	r->f = u->priv;
	r->base = u->desc->base;
	return true;
}

static void wr(struct rig *r, uint32_t off, uint32_t v)
{
	sgpu_mmio_wr32(r->dev, r->base + off, v);
}

static uint32_t rd(struct rig *r, uint32_t off)
{
	return sgpu_mmio_rd32(r->dev, r->base + off);
}

/* Uploads code at physical 0 mapped 1:1 through CODE_INDEX/CODE_VIRT. */
static void upload(struct rig *r, uint32_t phys, const uint8_t *code, size_t len)
{
	size_t pages = (len + 0xff) / 0x100;
	for (size_t p = 0; p < pages; p++) {
		wr(r, 0x188, (uint32_t)(phys / 0x100 + p));
		wr(r, 0x180, (uint32_t)(phys + p * 0x100) | 1u << 24);
		for (size_t w = 0; w < 0x40; w++) {
			uint32_t v = 0;
			for (size_t b = 0; b < 4; b++) {
				size_t i = p * 0x100 + w * 4 + b;
				if (i < len)
					v |= (uint32_t)code[i] << (8 * b);
			}
			wr(r, 0x184, v);
		}
	}
}

static void start(struct rig *r, uint32_t entry)
{
	wr(r, 0x104, entry);
	wr(r, 0x100, 2);
}

static bool rig_prog(struct rig *r, const uint8_t *code, size_t len)
{
	if (!rig_open(r, "falcon", "FALCON"))
		return false;
	upload(r, 0, code, len);
	start(r, 0);
	sgpu_run(r->dev, 100000, NULL);
	return true;
}

#define PROG(r, ...)                                              \
	do {                                                      \
		static const uint8_t code_[] = {__VA_ARGS__};     \
		SGPU_ASSERT(rig_prog((r), code_, sizeof(code_))); \
	} while (0)

/* ------------------------------------------------------------------ programs */

SGPU_TEST(prog_basic_exit)
{
	struct rig r;
	PROG(&r, MOVI(1, 0x1234), SETHI(1, 0xabcd), ADDI(SZ32, 2, 1, 5), EXIT);
	SGPU_ASSERT_EQ(r.f->state, FUC_STOPPED);
	SGPU_ASSERT_EQ(r.f->stop_reason, FUC_STOP_EXIT);
	SGPU_ASSERT_EQ(r.f->r[1], 0xabcd1234u);
	SGPU_ASSERT_EQ(r.f->r[2], 0xabcd1239u);
	SGPU_ASSERT_EQ(rd(&r, 0x100) & 0x10, 0x10); /* UC_CTRL.STOPPED */
	SGPU_ASSERT_EQ(rd(&r, 0x008) & 0x10, 0x10); /* EXIT interrupt latched (edge) */
	SGPU_ASSERT_EQ(rd(&r, 0xff0), 13u);         /* UC_PC past the exit */
	sgpu_device_destroy(r.dev);
}

SGPU_TEST(prog_sized_partial_write)
{
	struct rig r;
	/* 8- and 16-bit ops leave the upper bits alone */
	PROG(&r, MOVI(1, -1), ADDI(SZ8, 1, 1, 1), MOVI(2, 0x7fff), SETHI(2, 0x5555),
	     ADDI(SZ16, 2, 2, 1), CLEAR(SZ8, 2), EXIT);
	SGPU_ASSERT_EQ(r.f->r[1], 0xffffff00u);
	SGPU_ASSERT_EQ(r.f->r[2], 0x55558000u);
	SGPU_ASSERT_EQ(r.f->sr[FUC_SR_FLAGS] & CZ_MASK, fl_of(0, 1, 1, 0));
	sgpu_device_destroy(r.dev);
}

SGPU_TEST(prog_data_unaligned)
{
	struct rig r;
	/* st b32 at address 0x101 stores only the low byte, shifted by 1 */
	PROG(&r, MOVI(1, 0x101), MOVI(2, 0x5678), SETHI(2, 0x1234), MOVI(3, 0x200),
	     ST(SZ32, 3, 0, 2), ST(SZ32, 1, 0, 2), LD(SZ32, 4, 1, 0), ADDI(SZ32, 5, 1, 1),
	     ST(SZ16, 5, 0, 2), LD(SZ16, 6, 3, 0), LD(SZ8, 7, 3, 3), EXIT);
	/* D[0x100..0x103] = 00 78 00 00 ; then st b16 @0x102 of 0x5678 -> 78 56 */
	SGPU_ASSERT_EQ(r.f->r[4], 0x00007800u);
	SGPU_ASSERT_EQ(r.f->data[0x102], 0x78);
	SGPU_ASSERT_EQ(r.f->data[0x103], 0x56);
	SGPU_ASSERT_EQ(r.f->r[6] & 0xffff, 0x5678u);
	SGPU_ASSERT_EQ(r.f->r[7] & 0xff, 0x12u);
	sgpu_device_destroy(r.dev);
}

SGPU_TEST(prog_stack_call_ret)
{
	struct rig r;
	/* 0: mov $r1 0x100 ; 4: mov $sp $r1 ; 7: call 0x20 ; 11: exit
	 * 0x20: mov $r2 7 ; push $r2 ; pop $r3 ; ret */
	PROG(&r, MOVI(1, 0x100), WRSR(FUC_SR_SP, 1), CALLI(0x20), EXIT, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	     0, 0, 0, 0, 0, 0, 0, 0, 0, 0, MOVI(2, 7), PUSH(2), POP(3), RET);
	SGPU_ASSERT_EQ(r.f->stop_reason, FUC_STOP_EXIT);
	SGPU_ASSERT_EQ(r.f->r[3], 7u);
	SGPU_ASSERT_EQ(r.f->sr[FUC_SR_SP], 0x100u);
	SGPU_ASSERT_EQ(r.f->data[0xfc], 11); /* the return address */
	sgpu_device_destroy(r.dev);
}

SGPU_TEST(prog_sp_masking)
{
	struct rig r;
	/* $sp keeps bits 2..13 (16 KiB data): writes of 0xffff0003 read 0x3ffc...0 */
	PROG(&r, MOVI(1, 3), SETHI(1, 0xffff), WRSR(FUC_SR_SP, 1), RDSR(2, FUC_SR_SP), ADDSP(-8),
	     RDSR(3, FUC_SR_SP), EXIT);
	SGPU_ASSERT_EQ(r.f->r[2], 0u);
	SGPU_ASSERT_EQ(r.f->r[3], 0x3ff8u);
	sgpu_device_destroy(r.dev);
}

SGPU_TEST(prog_branch_loop)
{
	struct rig r;
	/* r1 = 10; loop: r2 += 3; r1 -= 1; bra ne loop */
	PROG(&r, MOVI8(1, 10), MOVI8(2, 0), ADDI(SZ32, 2, 2, 3), ARI(SZ32, 2, 1, 1, 1),
	     BRA(CC_NE, -6), EXIT);
	SGPU_ASSERT_EQ(r.f->r[2], 30u);
	SGPU_ASSERT_EQ(r.f->r[1], 0u);
	sgpu_device_destroy(r.dev);
}

SGPU_TEST(prog_invalid_opcode_trap)
{
	struct rig r;
	/* $tv = 0x40; opcode 0x32 is invalid; the handler reads $tstatus */
	uint8_t code[0x50] = {MOVI8(1, 0x40), WRSR(FUC_SR_TV, 1), 0x32, 0x00, 0x00};
	const uint8_t h[] = {RDSR(5, FUC_SR_TSTATUS), EXIT};
	memcpy(code + 0x40, h, sizeof(h));
	SGPU_ASSERT(rig_open(&r, "falcon", "FALCON"));
	upload(&r, 0, code, sizeof(code));
	start(&r, 0);
	sgpu_run(r.dev, 1000, NULL);
	SGPU_ASSERT_EQ(r.f->r[5], 6u | 8u << 20);
	SGPU_ASSERT(r.f->sr[FUC_SR_FLAGS] & F(FUC_FLAG_TA));
	SGPU_ASSERT_EQ(r.f->stop_reason, FUC_STOP_EXIT);
	sgpu_device_destroy(r.dev);
}

SGPU_TEST(prog_double_trap_stops)
{
	struct rig r;
	/* $tv = 0 points at an invalid opcode: the second trap stops the core */
	PROG(&r, 0x32, 0x00, 0x00);
	SGPU_ASSERT_EQ(r.f->state, FUC_STOPPED);
	SGPU_ASSERT_EQ(r.f->stop_reason, FUC_STOP_DOUBLE_TRAP);
	SGPU_ASSERT_EQ(rd(&r, 0x008) & 0x10, 0x10);
	sgpu_device_destroy(r.dev);
}

SGPU_TEST(prog_software_trap_and_iret)
{
	struct rig r;
	uint8_t code[0x60] = {MOVI8(1, 0x40),
	                      WRSR(FUC_SR_TV, 1),
	                      MOVI(2, 0x200),
	                      WRSR(FUC_SR_SP, 2),
	                      TRAP(2),
	                      MOVI8(3, 9),
	                      EXIT};
	/* handler: r4 = $tstatus; clear ta; iret back after the trap */
	const uint8_t h[] = {RDSR(4, FUC_SR_TSTATUS), BCLRF(FUC_FLAG_TA), IRET};
	memcpy(code + 0x40, h, sizeof(h));
	SGPU_ASSERT(rig_open(&r, "falcon", "FALCON"));
	upload(&r, 0, code, sizeof(code));
	start(&r, 0);
	sgpu_run(r.dev, 1000, NULL);
	SGPU_ASSERT_EQ(r.f->r[4], 0xfu | 2u << 20); /* pc of the next instruction */
	SGPU_ASSERT_EQ(r.f->r[3], 9u);
	SGPU_ASSERT_EQ(r.f->stop_reason, FUC_STOP_EXIT);
	sgpu_device_destroy(r.dev);
}

SGPU_TEST(intr_host_set_vec0_and_sleep)
{
	struct rig r;
	/* main: $iv0 = 0x40, $sp = 0x400, ie0, enable line 6, set $p0, sleep $p0, exit
	 * handler: count in r7, clear $p0, ack line 6, iret */
	uint8_t code[0x80];
	size_t n = 0;
	const uint8_t main_[] = {MOVI8(1, 0x40),
	                         WRSR(FUC_SR_IV0, 1),
	                         MOVI(2, 0x400),
	                         WRSR(FUC_SR_SP, 2),
	                         MOVI8(3, 0x40),
	                         MOVI(4, 0x400),
	                         IOWR(4, 0, 3), /* INTR_EN_SET = 0x40 (I[0x400]) */
	                         BSETF(FUC_FLAG_IE0),
	                         BSETF(0),
	                         SLEEP(0),
	                         EXIT};
	const uint8_t h[] = {ADDI(SZ32, 7, 7, 1), BCLRF(0),      MOVI8(3, 0x40),
	                     MOVI(4, 0x100),      IOWR(4, 0, 3), IRET};
	memset(code, 0, sizeof(code));
	memcpy(code, main_, sizeof(main_));
	n = sizeof(main_);
	memcpy(code + 0x40, h, sizeof(h));
	SGPU_ASSERT(n < 0x40);
	SGPU_ASSERT(rig_open(&r, "falcon", "FALCON"));
	upload(&r, 0, code, sizeof(code));
	start(&r, 0);
	sgpu_run(r.dev, 1000, NULL);
	SGPU_ASSERT_EQ(r.f->state, FUC_SLEEPING);
	SGPU_ASSERT(!sgpu_device_busy(r.dev));
	SGPU_ASSERT_EQ(rd(&r, 0x100) & 0x20, 0x20); /* UC_CTRL.SLEEPING */
	wr(&r, 0x000, 0x40);                        /* host INTR_SET line 6 */
	sgpu_run(r.dev, 1000, NULL);
	SGPU_ASSERT_EQ(r.f->r[7], 1u);
	SGPU_ASSERT_EQ(r.f->stop_reason, FUC_STOP_EXIT);
	SGPU_ASSERT_EQ(rd(&r, 0x008) & 0x40, 0u);
	SGPU_ASSERT(r.f->sr[FUC_SR_FLAGS] & F(FUC_FLAG_IE0)); /* restored by iret */
	sgpu_device_destroy(r.dev);
}

SGPU_TEST(intr_edge_level_routing_pmc)
{
	struct rig r;
	SGPU_ASSERT(rig_open(&r, "falcon", "FALCON"));
	SGPU_ASSERT_EQ(rd(&r, 0x00c), 0xfc04u); /* INTR_MODE reset */
	/* level lines ignore SET/CLEAR */
	wr(&r, 0x000, 0xffff);
	SGPU_ASSERT_EQ(rd(&r, 0x008), 0x03fbu);
	wr(&r, 0x004, 0x0003);
	SGPU_ASSERT_EQ(rd(&r, 0x008), 0x03f8u);
	fuc_set_line(r.f, 12, true);
	SGPU_ASSERT_EQ(rd(&r, 0x008) >> 12 & 1, 1u);
	fuc_set_line(r.f, 12, false);
	SGPU_ASSERT_EQ(rd(&r, 0x008) >> 12 & 1, 0u);
	/* edge line 8 latches a pulse */
	fuc_set_line(r.f, 8, true);
	fuc_set_line(r.f, 8, false);
	wr(&r, 0x004, 0x00ff);
	SGPU_ASSERT_EQ(rd(&r, 0x008) & 0x1ff, 0x100u);
	/* route line 8 to PMC (M1 = 1): the host line follows INTR_EN */
	wr(&r, 0x01c, 0x100);
	SGPU_ASSERT_EQ(sgpu_irq_lines(r.dev) & 1, 0u);
	wr(&r, 0x010, 0x100);
	SGPU_ASSERT_EQ(sgpu_irq_lines(r.dev) & 1, 1u);
	SGPU_ASSERT(sgpu_irq_level(r.dev)); /* chip `falcon`: straight to the host */
	wr(&r, 0x004, 0x100);
	SGPU_ASSERT_EQ(sgpu_irq_lines(r.dev) & 1, 0u);
	sgpu_device_destroy(r.dev);
}

SGPU_TEST(timer_periodic_wakes_vec1)
{
	struct rig r;
	/* line 0 routed to vector 1 (M2 = 1, bit 16); period 9 */
	uint8_t code[0x80] = {0};
	const uint8_t main_[] = {MOVI8(1, 0x40),
	                         WRSR(FUC_SR_IV1, 1),
	                         MOVI(2, 0x400),
	                         WRSR(FUC_SR_SP, 2),
	                         MOVI8(3, 0),
	                         SETHI(3, 1),
	                         MOVI(4, 0x700),
	                         IOWR(4, 0, 3), /* ROUTING = 0x10000 */
	                         MOVI8(3, 1),
	                         MOVI(4, 0x400),
	                         IOWR(4, 0, 3), /* INTR_EN_SET line 0 */
	                         MOVI8(3, 100),
	                         MOVI(4, 0x800),
	                         IOWR(4, 0, 3), /* PERIODIC_PERIOD */
	                         MOVI8(3, 1),
	                         MOVI(4, 0xa00),
	                         IOWR(4, 0, 3), /* PERIODIC_ENABLE */
	                         BSETF(FUC_FLAG_IE1),
	                         BSETF(0),
	                         SLEEP(0),
	                         EXIT};
	const uint8_t h[] = {ADDI(SZ32, 7, 7, 1), BCLRF(0),      MOVI8(3, 1),
	                     MOVI(4, 0x100),      IOWR(4, 0, 3), IRET};
	SGPU_ASSERT(sizeof(main_) <= 0x40 + 0x40);
	memcpy(code, main_, sizeof(main_));
	memcpy(code + 0x60, h, sizeof(h));
	/* iv1 must point at 0x60 */
	code[2] = 0x60;
	SGPU_ASSERT(rig_open(&r, "falcon", "FALCON"));
	upload(&r, 0, code, sizeof(code));
	start(&r, 0);
	sgpu_run(r.dev, 5000, NULL);
	/* PERIODIC_TIME is 0 when enabled: the first tick fires at once and
	 * is taken as soon as ie1 is set; the second wakes the sleep. */
	SGPU_ASSERT_EQ(r.f->r[7], 2u);
	SGPU_ASSERT_EQ(r.f->stop_reason, FUC_STOP_EXIT);
	/* the timer keeps running after exit only while the unit steps */
	SGPU_ASSERT_EQ(rd(&r, 0x028), 1u);
	sgpu_device_destroy(r.dev);
}

/* ------------------------------------------------------------------ code VM */

SGPU_TEST(vm_no_hit_and_multi_hit)
{
	struct rig r;
	SGPU_ASSERT(rig_open(&r, "falcon", "FALCON"));
	/* page 0 at virt 0: jump to virt 0x500 (unmapped) -> trap 0xa to $tv 0x80 */
	uint8_t code[0x100] = {MOVI(1, 0x80), WRSR(FUC_SR_TV, 1), MOVI(2, 0x200),
	                       WRSR(FUC_SR_SP, 2), JMPI(0x500)};
	const uint8_t h[] = {RDSR(5, FUC_SR_TSTATUS), EXIT};
	memcpy(code + 0x80, h, sizeof(h));
	upload(&r, 0, code, sizeof(code));
	start(&r, 0);
	sgpu_run(r.dev, 1000, NULL);
	SGPU_ASSERT_EQ(r.f->r[5], 0x500u | 0xau << 20);
	/* map physical pages 1 and 2 both at virt 5: multi hit (0xb) */
	wr(&r, 0x188, 5);
	wr(&r, 0x180, 0x100 | 1u << 24);
	for (int i = 0; i < 0x40; i++)
		wr(&r, 0x184, 0);
	wr(&r, 0x188, 5);
	wr(&r, 0x180, 0x200 | 1u << 24);
	for (int i = 0; i < 0x40; i++)
		wr(&r, 0x184, 0);
	/* TLB_CMD VTLB from the host */
	wr(&r, 0x140, 3u << 24 | 0x500);
	SGPU_ASSERT_EQ(rd(&r, 0x144), 0x40000000u | 1u << 24 | 2u);
	wr(&r, 0x140, 2u << 24 | 1);
	SGPU_ASSERT_EQ(rd(&r, 0x144), 1u << 24 | 5u << 8);
	r.f->sr[FUC_SR_FLAGS] = 0; /* leave the trap state */
	start(&r, 0);
	sgpu_run(r.dev, 1000, NULL);
	SGPU_ASSERT_EQ(r.f->r[5], 0x500u | 0xbu << 20);
	/* ITLB from the host drops page 2: a single hit again */
	wr(&r, 0x140, 1u << 24 | 2);
	wr(&r, 0x140, 3u << 24 | 0x510);
	SGPU_ASSERT_EQ(rd(&r, 0x144), 1u << 24 | 1u);
	sgpu_device_destroy(r.dev);
}

SGPU_TEST(vm_busy_page_stalls_until_tlb_change)
{
	struct rig r;
	SGPU_ASSERT(rig_open(&r, "falcon", "FALCON"));
	uint8_t code[0x100] = {JMPI(0x100)};
	upload(&r, 0, code, sizeof(code));
	/* page 1: first word written only: mapped at virt 1, busy */
	wr(&r, 0x188, 1);
	wr(&r, 0x180, 0x100 | 1u << 24);
	wr(&r, 0x184, 0x0002f8u); /* exit */
	start(&r, 0);
	sgpu_run(r.dev, 1000, NULL);
	SGPU_ASSERT_EQ(r.f->state, FUC_RUNNING);
	SGPU_ASSERT(r.f->fetch_stalled);
	SGPU_ASSERT(!sgpu_device_busy(r.dev));
	for (int i = 1; i < 0x40; i++)
		wr(&r, 0x184, 0);
	sgpu_run(r.dev, 1000, NULL);
	SGPU_ASSERT_EQ(r.f->stop_reason, FUC_STOP_EXIT);
	sgpu_device_destroy(r.dev);
}

SGPU_TEST(vm_tlb_instructions)
{
	struct rig r;
	PROG(&r, MOVI8(1, 0), PTLB(2, 1), MOVI8(3, 0x10), VTLB(4, 3), MOVI(5, 0x300), VTLB(6, 5),
	     EXIT);
	SGPU_ASSERT_EQ(r.f->r[2], 1u << 24);
	SGPU_ASSERT_EQ(r.f->r[4], 1u << 24);
	SGPU_ASSERT_EQ(r.f->r[6], 0x80000000u);
	sgpu_device_destroy(r.dev);
}

SGPU_TEST(code_port_secret_states)
{
	struct rig r;
	SGPU_ASSERT(rig_open(&r, "falcon", "FALCON"));
	/* secret upload: lockdown while inside the page, secret readback */
	wr(&r, 0x188, 3);
	wr(&r, 0x180, 0x300 | 1u << 24 | 1u << 28);
	wr(&r, 0x184, 0x11111111);
	SGPU_ASSERT(rd(&r, 0x180) & 1u << 29);
	for (int i = 1; i < 0x40; i++)
		wr(&r, 0x184, 0x22222222);
	SGPU_ASSERT(!(rd(&r, 0x180) & 1u << 29));
	wr(&r, 0x140, 2u << 24 | 3);
	SGPU_ASSERT_EQ(rd(&r, 0x144), 4u << 24 | 3u << 8);
	wr(&r, 0x180, 0x300 | 1u << 25);
	SGPU_ASSERT_EQ(rd(&r, 0x184), 0xdead5ec1u);
	/* plain readback with read autoincrement */
	wr(&r, 0x180, 0x000 | 1u << 24);
	wr(&r, 0x184, 0xcafe0001);
	wr(&r, 0x184, 0xcafe0002);
	wr(&r, 0x180, 0x000 | 1u << 25);
	SGPU_ASSERT_EQ(rd(&r, 0x184), 0xcafe0001u);
	SGPU_ASSERT_EQ(rd(&r, 0x184), 0xcafe0002u);
	/* a non-first word into a secret page without lockdown fails */
	wr(&r, 0x180, 0x304);
	wr(&r, 0x184, 0);
	SGPU_ASSERT(rd(&r, 0x180) & 1u << 30);
	/* the failure is sticky: later writes are dropped */
	wr(&r, 0x180, 0x000 | 1u << 24);
	wr(&r, 0x184, 0x12345678);
	SGPU_ASSERT_EQ(r.f->code[0], 0x01);
	sgpu_device_destroy(r.dev);
}

SGPU_TEST(data_port_autoincrement)
{
	struct rig r;
	SGPU_ASSERT(rig_open(&r, "falcon", "FALCON"));
	wr(&r, 0x1c0, 0x10 | 1u << 24);
	wr(&r, 0x1c4, 0x11223344);
	wr(&r, 0x1c4, 0x55667788);
	SGPU_ASSERT_EQ(rd(&r, 0x1c0), 0x18u | 1u << 24);
	wr(&r, 0x1c0, 0x10 | 1u << 25);
	SGPU_ASSERT_EQ(rd(&r, 0x1c4), 0x11223344u);
	SGPU_ASSERT_EQ(rd(&r, 0x1c4), 0x55667788u);
	SGPU_ASSERT_EQ(r.f->data[0x14], 0x88);
	SGPU_ASSERT_EQ(rd(&r, 0x108), 0x40u | 0x40u << 9 | 8u << 26); /* UC_CAPS */
	SGPU_ASSERT_EQ(rd(&r, 0x12c) & 0xf00ff, 0x80003u);            /* UC_CAPS2 */
	sgpu_device_destroy(r.dev);
}

/* ------------------------------------------------------------------ xfers */

SGPU_TEST(xfer_data_load_store)
{
	struct rig r;
	SGPU_ASSERT(rig_open(&r, "falcon", "FALCON"));
	uint8_t src[0x40];
	for (int i = 0; i < 0x40; i++)
		src[i] = (uint8_t)(i * 7 + 1);
	sgpu_mem_write(r.dev, SGPU_SPACE_VRAM, 0x10100, src, sizeof(src));
	/* $xdbase = 0x100 (<< 8 = 0x10000); xdld off 0x100 -> D[0x200], size 4 (64 B)
	 * then xdst D[0x200] -> ext off 0x800 via port 4 (system memory) */
	static const uint8_t code[] = {MOVI(1, 0x100),  WRSR(FUC_SR_XDBASE, 1),
	                               MOVI(2, 0x200),  SETHI(2, 4),
	                               XDLD(1, 2),      XDWAIT,
	                               MOVI(3, 0x4000), WRSR(FUC_SR_XTARGETS, 3),
	                               MOVI(4, 0x800),  XDST(4, 2),
	                               XDWAIT,          EXIT};
	upload(&r, 0, code, sizeof(code));
	start(&r, 0);
	sgpu_run(r.dev, 1000, NULL);
	SGPU_ASSERT_EQ(r.f->stop_reason, FUC_STOP_EXIT);
	SGPU_ASSERT_MEM_EQ(r.f->data + 0x200, src, sizeof(src));
	uint8_t out[0x40];
	sgpu_mem_read(r.dev, SGPU_SPACE_SYSMEM, 0x10800, out, sizeof(out));
	SGPU_ASSERT_MEM_EQ(out, src, sizeof(src));
	sgpu_device_destroy(r.dev);
}

SGPU_TEST(xfer_code_load_and_io_submit)
{
	struct rig r;
	SGPU_ASSERT(rig_open(&r, "falcon", "FALCON"));
	/* a code page in VRAM at 0x2000: mov $r9 0x77; exit */
	uint8_t page[0x100] = {MOVI8(9, 0x77), EXIT};
	sgpu_mem_write(r.dev, SGPU_SPACE_VRAM, 0x2000, page, sizeof(page));
	/* host submits a code xfer: ext base 0x20 (<<8), offset 0x300 -> virt page 3, phys 0x100 */
	sgpu_mem_write(r.dev, SGPU_SPACE_VRAM, 0x2300, page, sizeof(page));
	wr(&r, 0x110, 0x20);
	wr(&r, 0x11c, 0x300);
	wr(&r, 0x114, 0x100);
	wr(&r, 0x118, 1u << 4 | 6u << 8);
	wr(&r, 0x140, 2u << 24 | 1);
	SGPU_ASSERT_EQ(rd(&r, 0x144), 2u << 24 | 3u << 8); /* busy until done */
	sgpu_run(r.dev, 10, NULL);
	wr(&r, 0x140, 2u << 24 | 1);
	SGPU_ASSERT_EQ(rd(&r, 0x144), 1u << 24 | 3u << 8);
	start(&r, 0x300);
	sgpu_run(r.dev, 100, NULL);
	SGPU_ASSERT_EQ(r.f->r[9], 0x77u);
	SGPU_ASSERT_EQ(r.f->stop_reason, FUC_STOP_EXIT);
	/* and a data load by IO with a faulting address: no crash, nothing copied */
	wr(&r, 0x110, 0xffffff);
	wr(&r, 0x118, 0u << 4 | 2u << 8);
	sgpu_run(r.dev, 10, NULL);
	SGPU_ASSERT_EQ(rd(&r, 0x120) & 2, 0u);
	sgpu_device_destroy(r.dev);
}

SGPU_TEST(watchdog_fires_once)
{
	struct rig r;
	SGPU_ASSERT(rig_open(&r, "falcon", "FALCON"));
	/* a spinning program keeps the unit busy */
	static const uint8_t code[] = {BRA(CC_ALWAYS, 0)};
	upload(&r, 0, code, sizeof(code));
	start(&r, 0);
	wr(&r, 0x034, 50);
	wr(&r, 0x038, 1);
	sgpu_run(r.dev, 40, NULL);
	SGPU_ASSERT_EQ(rd(&r, 0x008) & 2, 0u);
	sgpu_run(r.dev, 40, NULL);
	SGPU_ASSERT_EQ(rd(&r, 0x008) & 2, 2u);
	wr(&r, 0x004, 2);
	sgpu_run(r.dev, 100, NULL);
	SGPU_ASSERT_EQ(rd(&r, 0x008) & 2, 0u); /* one-shot: held high, no new edge */
	sgpu_device_destroy(r.dev);
}

/* ------------------------------------------------------------------ gt215 PDAEMON */

#define PD 0x10a000u

SGPU_TEST(pdaemon_tokens_mutex_crc)
{
	sgpu_device *dev;
	SGPU_ASSERT_EQ(sgpu_device_create("gt215", NULL, &dev), SGPU_OK);
	sgpu_set_log_callback(dev, silent, NULL);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x488), 0x08u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x488), 0x09u);
	sgpu_mmio_wr32(dev, PD + 0x48c, 0x08);
	sgpu_mmio_wr32(dev, PD + 0x48c, 0x08); /* already free: ignored */
	sgpu_mmio_wr32(dev, PD + 0x48c, 0x03); /* static range: ignored */
	for (int i = 0x0a; i <= 0xfe; i++)
		SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x488), (uint32_t)i);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x488), 0x08u); /* reused in free order */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x488), 0xffu);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x48c), 0x03u);
	/* mutexes */
	sgpu_mmio_wr32(dev, PD + 0x584, 0x21);
	sgpu_mmio_wr32(dev, PD + 0x584, 0x22);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x584), 0x21u);
	sgpu_mmio_wr32(dev, PD + 0x584, 0);
	sgpu_mmio_wr32(dev, PD + 0x584, 0xff);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x584), 0u);
	/* CRC32 of "123456789" is 0xcbf43926; feed it in LE words padded: use 8 bytes */
	sgpu_mmio_wr32(dev, PD + 0x494, 0xffffffffu);
	sgpu_mmio_wr32(dev, PD + 0x490, 0x34333231u);
	sgpu_mmio_wr32(dev, PD + 0x490, 0x38373635u);
	/* CRC-32 of "12345678" = 0x9ae0daaf */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x494) ^ 0xffffffffu, 0x9ae0daafu);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x490), 0x38373635u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x108),
	               0x40u | 0x30u << 9 | 0x10u << 18 | 8u << 26);
	sgpu_device_destroy(dev);
}

/* The acceptance program: the host posts a word through H2D; the daemon,
 * woken on SUBINTR, takes mutex 0, CRCs the word, answers in D2H and
 * RFIFO_PUT, raises line 6 routed to PMC and exits. */
SGPU_TEST(pdaemon_h2d_mutex_crc_program)
{
	sgpu_device *dev;
	SGPU_ASSERT_EQ(sgpu_device_create("gt215", NULL, &dev), SGPU_OK);
	sgpu_set_log_callback(dev, silent, NULL);
	struct sgpu_unit *u = sgpu_dev_unit(dev, "PDAEMON");
	SGPU_ASSERT(u != NULL);
	struct fuc *f = u->priv;
	/* I[] addresses are host offsets << 6, so an iowr index of 0x40 (x4)
	 * is the next host register */
	uint8_t code[0x100] = {0};
	const uint8_t main_[] = {
	        MOVI(1, 0xa0), WRSR(FUC_SR_IV0, 1), MOVI(2, 0x1000), WRSR(FUC_SR_SP, 2),
	        MOVI8(3, 1), MOVI(4, 0x4d8 << 6 & 0xffff), SETHI(4, 0x4d8 << 6 >> 16),
	        IOWR(4, 0, 3),                                 /* H2D_INTR_EN = 1 */
	        MOVI(3, 0x800), MOVI(4, 0x400), IOWR(4, 0, 3), /* INTR_EN_SET line 11 */
	        BSETF(FUC_FLAG_IE0), BSETF(0), SLEEP(0),
	        /* after wake: r10 holds the H2D word */
	        MOVI8(3, 0x5a), MOVI(4, 0x580 << 6 & 0xffff), SETHI(4, 0x580 << 6 >> 16),
	        IOWR(4, 0, 3),  /* MUTEX_TOKEN[0] = 0x5a */
	        IORD(11, 4, 0), /* read it back */
	        MOVI8(3, -1), MOVI(4, 0x494 << 6 & 0xffff), SETHI(4, 0x494 << 6 >> 16),
	        IOWR(4, 0, 3), /* CRC_STATE = ~0 */
	        MOVI(5, 0x490 << 6 & 0xffff), SETHI(5, 0x490 << 6 >> 16),
	        IOWR(5, 0, 10), /* CRC_DATA = r10 */
	        IORD(12, 4, 0), /* CRC_STATE */
	        MOVI(4, 0x4dc << 6 & 0xffff), SETHI(4, 0x4dc << 6 >> 16),
	        IOWR(4, 0, 12), /* D2H = crc */
	        EXIT};
	/* handler at 0x60: r10 = H2D; ack H2D_INTR and SUBINTR; clear $p0 */
	const uint8_t h[] = {MOVI(4, 0x4d0 << 6 & 0xffff),
	                     SETHI(4, 0x4d0 << 6 >> 16),
	                     IORD(10, 4, 0),
	                     MOVI8(3, 1),
	                     IOWR(4, 0x40, 3), /* H2D_INTR (0x4d4) W1C */
	                     MOVI(4, 0x688 << 6 & 0xffff),
	                     SETHI(4, 0x688 << 6 >> 16),
	                     IOWR(4, 0, 3),
	                     BCLRF(0),
	                     IRET};
	SGPU_ASSERT(sizeof(main_) <= 0x60 + 0x40);
	memcpy(code, main_, sizeof(main_));
	memcpy(code + 0xa0, h, sizeof(h));
	SGPU_ASSERT(sizeof(main_) <= 0xa0);
	for (int w = 0; w < 0x40; w++) {
		if (w == 0) {
			sgpu_mmio_wr32(dev, PD + 0x188, 0);
			sgpu_mmio_wr32(dev, PD + 0x180, 1u << 24);
		}
		uint32_t v = (uint32_t)code[w * 4] | (uint32_t)code[w * 4 + 1] << 8 |
		             (uint32_t)code[w * 4 + 2] << 16 | (uint32_t)code[w * 4 + 3] << 24;
		sgpu_mmio_wr32(dev, PD + 0x184, v);
	}
	/* EXIT (line 4) routed to PMC; PMC enables the hardware lines */
	sgpu_mmio_wr32(dev, PD + 0x01c, 0x10);
	sgpu_mmio_wr32(dev, PD + 0x010, 0x10);
	sgpu_mmio_wr32(dev, 0x140, 1);
	sgpu_mmio_wr32(dev, PD + 0x104, 0);
	sgpu_mmio_wr32(dev, PD + 0x100, 2);
	sgpu_run(dev, 10000, NULL);
	SGPU_ASSERT_EQ(f->state, FUC_SLEEPING);
	SGPU_ASSERT(!sgpu_irq_level(dev));
	if (getenv("FUC_TEST_VERBOSE"))
		f->trace = trace_insn;
	sgpu_mmio_wr32(dev, PD + 0x4d0, 0x34333231u);
	sgpu_run(dev, 10000, NULL);
	if (getenv("FUC_TEST_VERBOSE"))
		fprintf(stderr, "state %d pc %x intr %x en %x flags %x sub %x\n", f->state,
		        f->sr[5], fuc_intr_status(f), f->intr_en, f->sr[8],
		        sgpu_mmio_rd32(dev, PD + 0x688));
	SGPU_ASSERT_EQ(f->stop_reason, FUC_STOP_EXIT);
	SGPU_ASSERT_EQ(f->r[10], 0x34333231u);
	SGPU_ASSERT_EQ(f->r[11], 0x5au);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x580), 0x5au);
	/* CRC-32 of "1234" = 0x9be3e0a3 */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x4dc) ^ 0xffffffffu, 0x9be3e0a3u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x688), 0u);
	SGPU_ASSERT(sgpu_irq_level(dev));
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x100) >> 18 & 1, 1u); /* PMC INTR_HOST line 18 */
	sgpu_device_destroy(dev);
}

SGPU_TEST(pdaemon_timer_oneshot_periodic)
{
	sgpu_device *dev;
	SGPU_ASSERT_EQ(sgpu_device_create("gt215", NULL, &dev), SGPU_OK);
	sgpu_set_log_callback(dev, silent, NULL);
	struct fuc *f = sgpu_dev_unit(dev, "PDAEMON")->priv;
	sgpu_mmio_wr32(dev, PD + 0x684, 0x100);
	sgpu_mmio_wr32(dev, PD + 0x4e0, 20);
	sgpu_mmio_wr32(dev, PD + 0x4e8, 1); /* oneshot, daemon clock */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x4e4), 20u);
	sgpu_run(dev, 10, NULL);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x680), 0u);
	sgpu_run(dev, 100, NULL);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x680), 0x100u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x4e4), 0u);
	SGPU_ASSERT_EQ(fuc_intr_status(f) >> 14 & 1, 1u);
	SGPU_ASSERT(!sgpu_device_busy(dev));
	sgpu_mmio_wr32(dev, PD + 0x680, 0x100);
	SGPU_ASSERT_EQ(fuc_intr_status(f) >> 14 & 1, 0u);
	sgpu_device_destroy(dev);
}

/* ------------------------------------------------------------------ differential: exec.c vs
 * exec_ref.c */

#include "falcon/priv.h"

static uint64_t rng_state;

static uint32_t rng(void)
{
	rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
	return (uint32_t)(rng_state >> 33);
}

static uint32_t rnd_value(void)
{
	/* small, boundary and random values, so flags and addresses get hit */
	static const uint32_t special[] = {0,           1,           2,      0x7f,   0x80,
	                                   0xff,        0x7fff,      0x8000, 0xffff, 0x7fffffff,
	                                   0x80000000u, 0xffffffffu, 0x100,  0x3ffc};
	uint32_t k = rng() % 4;
	if (k == 0)
		return special[rng() % (sizeof(special) / sizeof(special[0]))];
	if (k == 1)
		return rng() & 0x3fff;
	return rng() ^ rng() << 16;
}

static const char *diff_state(const struct fuc *a, const struct fuc *b)
{
	if (memcmp(a->r, b->r, sizeof(a->r)))
		return "GPRs";
	if (memcmp(a->sr, b->sr, sizeof(a->sr)))
		return "special registers";
	if (a->state != b->state || a->stop_reason != b->stop_reason)
		return "state";
	if (a->fetch_stalled != b->fetch_stalled)
		return "fetch stall";
	if (fuc_intr_status(a) != fuc_intr_status(b) || a->intr_en != b->intr_en ||
	    a->intr_routing != b->intr_routing || a->intr_mode != b->intr_mode)
		return "interrupts";
	if (a->xq_count != b->xq_count)
		return "xfer queue";
	if (memcmp(a->data, b->data, a->p->data_size))
		return "data";
	if (memcmp(a->tlb, b->tlb, fuc_code_pages(a) * sizeof(*a->tlb)))
		return "TLB";
	return NULL;
}

static void one_diff_case(struct fuc *a, struct fuc *b, uint8_t *insn)
{
	uint32_t pc = rng() % 0xfc;
	for (int i = 0; i < 16; i++)
		a->r[i] = rnd_value();
	for (int i = 0; i < 16; i++)
		a->sr[i] = (i == 2 || i > 12) ? 0 : rnd_value();
	a->sr[FUC_SR_SP] &= a->sp_mask;
	a->sr[FUC_SR_PC] = pc;
	if (rng() % 2)
		a->sr[FUC_SR_FLAGS] &= ~(1u << FUC_FLAG_TA);
	a->state = FUC_RUNNING;
	a->stop_reason = FUC_STOP_NONE;
	a->fetch_stalled = false;
	a->vcache_valid = false;
	a->tlb[0].virt = 0;
	a->tlb[0].flags = 1;
	a->intr_latch = 0;
	a->xq_count = 0;
	memcpy(a->code + pc, insn, 4);
	struct fuc save = *b;
	memcpy(b->r, a->r, sizeof(a->r));
	memcpy(b->sr, a->sr, sizeof(a->sr));
	b->state = a->state;
	b->stop_reason = a->stop_reason;
	b->fetch_stalled = false;
	b->vcache_valid = false;
	b->tlb[0] = a->tlb[0];
	b->intr_latch = 0;
	b->xq_count = 0;
	memcpy(b->code + pc, insn, 4);
	(void)save;
}

static bool run_diff(unsigned version, uint64_t seed, unsigned iters, unsigned *skipped, char *why,
                     size_t whylen)
{
	struct rig ra, rb;
	bool ok = rig_open(&ra, "falcon", "FALCON") && rig_open(&rb, "falcon", "FALCON");
	if (!ok)
		return false;
	struct fuc_params p = *ra.f->p;
	p.version = version;
	ra.f->p = &p;
	rb.f->p = &p;
	rng_state = seed;
	for (uint32_t i = 0; i < p.data_size; i++)
		ra.f->data[i] = rb.f->data[i] = (uint8_t)rng();
	for (unsigned it = 0; it < iters && ok; it++) {
		uint8_t insn[4];
		for (int i = 0; i < 4; i++)
			insn[i] = (uint8_t)rng();
		/* bias towards valid opcodes: half the time pick a known byte 0 */
		if (rng() % 2)
			insn[0] = (uint8_t)(0xc0 | (rng() % 0x40));
		/* Bytes the table rejects (unclaimed bits, unnamed operands) are
		 * executed by the fast path, which ignores bits the hardware
		 * does not decode: compare only what the table accepts. */
		struct fuc_insn in;
		enum fuc_version iv = version >= 4 ? FUC_V4 : version >= 3 ? FUC_V3 : FUC_V0;
		if (fuc_decode(insn, 4, 0, iv, 0, &in) != FUC_DEC_OK || in.unclaimed) {
			(*skipped)++;
			continue;
		}
		one_diff_case(ra.f, rb.f, insn);
		fuc_exec_one(ra.f);
		fuc_exec_ref_one(rb.f);
		const char *d = diff_state(ra.f, rb.f);
		if (d) {
			char text[96];
			fuc_disasm_insn(insn, 4, 0,
			                version >= 4   ? FUC_V4
			                : version >= 3 ? FUC_V3
			                               : FUC_V0,
			                0, text, sizeof(text));
			snprintf(why, whylen,
			         "v%u seed %llu iteration %u: %02x %02x %02x %02x (%s): %s differ "
			         "(pc %x/%x)",
			         version, (unsigned long long)seed, it, insn[0], insn[1], insn[2],
			         insn[3], text, d, ra.f->sr[FUC_SR_PC], rb.f->sr[FUC_SR_PC]);
			ok = false;
		}
	}
	rigs_destroy(&ra, &rb);
	return ok;
}

SGPU_TEST(differential_fast_vs_table_decoder)
{
	char why[256] = "";
	uint64_t seed = diff_seed(1);
	static const unsigned versions[] = {0, 3, 4};
	for (unsigned v = 0; v < 3; v++) {
		unsigned skipped = 0;
		SGPU_ASSERT_MSG(run_diff(versions[v], seed + v, 100000, &skipped, why, sizeof(why)),
		                "%s", why);
		SGPU_ASSERT(skipped < 80000); /* most cases are compared */
	}
}

/* $flags bit operands envydis has no name for (bit 0x13, 0x1f, ...) are
 * plain bit numbers: both paths execute them alike (the table's decoder
 * used to call them invalid while exec.c ran them). */
SGPU_TEST(differential_unnamed_flag_bits)
{
	struct rig ra, rb;
	SGPU_ASSERT(rig_open(&ra, "falcon", "FALCON") && rig_open(&rb, "falcon", "FALCON"));
	/* sleep, bset/bclr/btgl $flags, setp, xbit $r1 $flags N */
	static const uint8_t forms[][3] = {{0xf4, 0x28, 0}, {0xf4, 0x31, 0}, {0xf4, 0x32, 0},
	                                   {0xf4, 0x33, 0}, {0xf2, 0x28, 0}, {0xf0, 0x1c, 0}};
	rng_state = 99;
	for (unsigned fm = 0; fm < 6; fm++) {
		for (unsigned bit = 0; bit < 32; bit++) {
			uint8_t insn[4] = {forms[fm][0], forms[fm][1], (uint8_t)bit, 0};
			struct fuc_insn in;
			SGPU_ASSERT_EQ(fuc_decode(insn, 4, 0, FUC_V3, 0, &in), FUC_DEC_OK);
			SGPU_ASSERT_EQ(in.imm, bit);
			one_diff_case(ra.f, rb.f, insn);
			fuc_exec_one(ra.f);
			fuc_exec_ref_one(rb.f);
			const char *d = diff_state(ra.f, rb.f);
			SGPU_ASSERT_MSG(!d, "%02x %02x %02x: %s differ", insn[0], insn[1], insn[2],
			                d);
		}
	}
	sgpu_device_destroy(ra.dev);
	sgpu_device_destroy(rb.dev);
}

/* ------------------------------------------------------------------ block engine (block.c)
 * against one instruction at a time: long random programs with loops,
 * calls, interrupts, timers, IO and code uploads while they run, stepped
 * with random budgets; the whole state must agree after every step. */

/* I[] addresses of the common registers the programs poke (host offset << 6) */
static const uint16_t prog_io[] = {0x000, 0x004, 0x00c, 0x010, 0x014, 0x01c, 0x020, 0x024,
                                   0x028, 0x034, 0x038, 0x040, 0x044, 0x180, 0x184, 0x188};

/* One of the common 32-bit forms the block engine specialises (ALU with
 * registers or an 8-bit immediate, shifts, mov, ld/st, cmp) on the given
 * operands, in c[0..2]. */
static void common_form(uint8_t *c, uint8_t r2, uint8_t r3, uint8_t rr, uint8_t i8)
{
	static const uint8_t ar[] = {0, 2, 4, 5};
	const uint8_t t[][3] = {
	        {(uint8_t)(0x90 | ar[rng() % 4]), rr, i8},
	        {0xbb, rr, ar[rng() % 4]},
	        {0xbc, rr, (uint8_t)(r3 << 4 | ar[rng() % 4])},
	        {0xb0, (uint8_t)(r2 << 4 | (4 + rng() % 3)), i8},
	        {0xb8, rr, (uint8_t)(4 + rng() % 3)},
	        {(uint8_t)(0xc4 + rng() % 3), rr, i8},
	        {0xfd, rr, (uint8_t)(4 + rng() % 3)},
	        {0xff, rr, (uint8_t)(r3 << 4 | (4 + rng() % 3))},
	        {0xf0, (uint8_t)(r2 << 4 | 7), i8},
	        {0xf0, (uint8_t)(r2 << 4 | 3), i8},
	        {0x98, rr, (uint8_t)(i8 & 0x3f)},
	        {0xbc, rr, (uint8_t)(r3 << 4 | 8)},
	        {0xb9, rr, 2},
	};
	memcpy(c, t[rng() % 13], 3);
}

/* One instruction at code[pos] (at most 4 bytes); returns its length. */
static unsigned prog_insn(uint8_t *c, uint32_t pos, uint32_t size, bool table_only,
                          unsigned version)
{
	uint32_t k = rng() % 32;
	/* the table leaves some operands it cannot name undecoded: code
	 * words written while running would bring them in */
	unsigned nio = table_only ? 13 : 16;
	uint8_t r1 = (uint8_t)(rng() % 14), r2 = (uint8_t)(rng() % 14), r3 = (uint8_t)(rng() % 14);
	if (k < 3) { /* a loop back or a skip forward on a condition */
		int8_t off = (int8_t)(k < 2 ? -(int)(rng() % 48) : (int)(rng() % 32));
		c[0] = 0xf4, c[1] = (uint8_t)(rng() % 0x20), c[2] = (uint8_t)off;
		return 3;
	}
	if (k == 3) { /* mov $r14 I[reg]; iowr I[$r14] $rX */
		uint32_t io = (uint32_t)prog_io[rng() % nio] << 6;
		c[0] = 0xf1, c[1] = 0xe7, c[2] = (uint8_t)io, c[3] = (uint8_t)(io >> 8);
		return 4;
	}
	if (k == 4) {
		c[0] = 0xfa, c[1] = (uint8_t)(0xe0 | r1), c[2] = 0x00; /* iowr I[$r14] $r1 */
		return 3;
	}
	if (k == 5) {
		c[0] = 0xcf, c[1] = (uint8_t)(0xe0 | r1), c[2] = 0x00; /* iord $r1 I[$r14] */
		return 3;
	}
	if (k == 6) { /* call a random even address, or return */
		if (rng() % 2) {
			c[0] = 0xf8, c[1] = 0x00, c[2] = 0x00;
			return 3;
		}
		uint32_t t = (rng() % (size / 2)) & ~1u;
		c[0] = 0xf5, c[1] = 0x21, c[2] = (uint8_t)t, c[3] = (uint8_t)(t >> 8);
		return 4;
	}
	if (k == 7 && rng() % 2 == 0) { /* sometimes: sleep on a flag, or exit */
		if (rng() % 4) {
			c[0] = 0xf4, c[1] = 0x28, c[2] = (uint8_t)(rng() % (table_only ? 12 : 32));
		} else {
			c[0] = 0xf8, c[1] = 0x02, c[2] = 0x00;
		}
		return 3;
	}
	uint8_t b[4];
	if (k >= 8 && k < 20) { /* the common 32-bit forms the block engine specialises */
		uint8_t i8 = (uint8_t)rng(), rr = (uint8_t)(r2 << 4 | r1);
		common_form(b, r2, r3, rr, i8);
		b[3] = (uint8_t)rng();
	} else {
		/* anything, half the time a likely-valid opcode byte */
		for (int i = 0; i < 4; i++)
			b[i] = (uint8_t)rng();
		if (rng() % 2)
			b[0] = (uint8_t)((rng() % 4) << 6 | (0x10 + rng() % 0x30));
		if (rng() % 4 == 0)
			b[0] = (uint8_t)(0xc0 | (rng() % 0x40));
	}
	if (k >= 20 && k < 26) { /* keep $r14/$r15 for addresses: registers 0..13 */
		b[1] = (uint8_t)(r2 << 4 | r1);
		b[2] = (uint8_t)((b[2] & 0x0f) | r3 << 4);
	}
	unsigned len = fuc_exec_len(version, b[0]);
	if (table_only) {
		struct fuc_insn in;
		enum fuc_version iv = version >= 4 ? FUC_V4 : version >= 3 ? FUC_V3 : FUC_V0;
		if (!len || fuc_decode(b, 4, pos, iv, 0, &in) != FUC_DEC_OK || in.unclaimed)
			return 0;
	}
	if (!len)
		len = 1;
	memcpy(c, b, len);
	return len;
}

static void prog_fill(struct fuc *f, bool table_only)
{
	uint32_t size = f->p->code_size < 0x800 ? f->p->code_size : 0x800;
	memset(f->code, 0, f->p->code_size);
	for (uint32_t pos = 0; pos + 4 <= size;) {
		unsigned n = prog_insn(f->code + pos, pos, size, table_only, f->p->version);
		pos += n ? n : 0;
	}
	for (uint32_t i = 0; i < fuc_code_pages(f); i++) {
		f->tlb[i].virt = (uint16_t)i;
		f->tlb[i].flags = 1;
	}
	fuc_code_changed(f);
}

/* The same random start state in both. */
static void prog_state(struct fuc *a, struct fuc *b)
{
	for (int i = 0; i < 16; i++)
		a->r[i] = rnd_value();
	a->r[14] = 0;
	memset(a->sr, 0, sizeof(a->sr));
	a->sr[FUC_SR_SP] = 0x800 & a->sp_mask;
	a->sr[FUC_SR_IV0] = rng() % 0x800;
	a->sr[FUC_SR_IV1] = rng() % 0x800;
	a->sr[FUC_SR_TV] = rng() % 0x800;
	a->sr[FUC_SR_FLAGS] = rng() & (0xfffu | 3u << FUC_FLAG_IE0);
	a->sr[FUC_SR_PC] = rng() % 0x100;
	a->state = FUC_RUNNING;
	a->intr_en = (uint16_t)rng();
	a->intr_routing = rng() & 0xffff;
	for (uint32_t i = 0; i < a->p->data_size; i++)
		a->data[i] = (uint8_t)rng();
	memcpy(b->code, a->code, a->p->code_size);
	memcpy(b->tlb, a->tlb, fuc_code_pages(a) * sizeof(*a->tlb));
	fuc_code_changed(b);
	memcpy(b->r, a->r, sizeof(a->r));
	memcpy(b->sr, a->sr, sizeof(a->sr));
	memcpy(b->data, a->data, a->p->data_size);
	b->state = a->state;
	b->intr_en = a->intr_en;
	b->intr_routing = a->intr_routing;
}

/* A host event between steps, the same on both. */
static void prog_host_event(struct fuc *a, struct fuc *b, bool table_only)
{
	uint32_t k = rng() % 64, v = rng(), w = rng();
	if (table_only && (k == 4 || k == 5))
		k = 63;
	struct fuc *fs[2] = {a, b};
	for (int i = 0; i < 2; i++) {
		struct fuc *f = fs[i];
		if (k < 4) {
			fuc_set_line(f, 8 + v % 8, w & 1);
		} else if (k < 6) { /* a code word while it runs */
			fuc_mmio_write(f, 0x180, (v % 0x800) & ~3u);
			fuc_mmio_write(f, 0x184, w);
		} else if (k == 6) {
			fuc_mmio_write(f, 0x020, v % 64); /* periodic timer */
			fuc_mmio_write(f, 0x028, w & 1);
		} else if (k == 7 && f->state == FUC_STOPPED) {
			fuc_mmio_write(f, 0x104, v % 0x100);
			fuc_mmio_write(f, 0x100, 2);
		} else if (k == 8) {
			fuc_mmio_write(f, 0x000, v); /* INTR_SET */
		} else if (k == 9 || k == 10) {
			fuc_mmio_write(f, 0x034, v % 300); /* watchdog */
			fuc_mmio_write(f, 0x038, w & 1);
		}
	}
}

/* Triage: FUC_NOBLK=1 runs both sides one at a time (a failure then is
 * exec.c against the reference decoder, not the block engine);
 * FUC_DBG=<program * 1000 + step> traces both sides from that step;
 * FUC_DIFF_VERBOSE=1 prints how much ran in blocks. */
static bool run_prog_diff(unsigned version, bool vs_reference, uint64_t seed, char *why,
                          size_t whylen)
{
	struct rig ra, rb;
	if (!rig_open(&ra, "falcon", "FALCON") || !rig_open(&rb, "falcon", "FALCON"))
		return false;
	struct fuc_params p = *ra.f->p;
	p.version = version;
	ra.f->p = &p;
	rb.f->p = &p;
	rng_state = seed;
	bool ok = true;
	uint64_t blocks = 0;
	for (unsigned prog = 0; prog < 40 && ok; prog++) {
		fuc_reset(ra.f);
		fuc_reset(rb.f);
		prog_fill(ra.f, vs_reference);
		prog_state(ra.f, rb.f);
		/* a: one at a time (or the reference decoder); b: blocks */
		ra.f->no_blocks = true;
		ra.f->reference = vs_reference;
		rb.f->no_blocks = getenv("FUC_NOBLK") != NULL;
		for (unsigned step = 0; step < 400 && ok; step++) {
			prog_host_event(ra.f, rb.f, vs_reference);
			uint64_t budget = rng() % 4 ? 1 + rng() % 64 : 1 + rng() % 3000;
			uint32_t pc_before = ra.f->sr[FUC_SR_PC];
			if (getenv("FUC_DBG") &&
			    atoi(getenv("FUC_DBG")) == (int)(prog * 1000 + step)) {
				ra.f->trace = rb.f->trace =
				        trace_insn; /* "A" first, then "---- B" */
				fprintf(stderr, "budget %llu\n", (unsigned long long)budget);
			}
			uint64_t ca = fuc_step(ra.f, budget);
			if (ra.f->trace)
				fprintf(stderr, "---- B\n");
			uint64_t cb = fuc_step(rb.f, budget);
			blocks = rb.f->block_insns;
			const char *d = diff_state(ra.f, rb.f);
			if (!d && (ca != cb || ra.f->cycles != rb.f->cycles))
				d = "cycles";
			if (!d && memcmp(ra.f->code, rb.f->code, p.code_size))
				d = "code";
			if (d) {
				snprintf(why, whylen,
				         "v%u seed %llu program %u step %u from pc %x: %s differ "
				         "(pc "
				         "%x/%x, cycles %llu/%llu)",
				         version, (unsigned long long)seed, prog, step, pc_before,
				         d, ra.f->sr[FUC_SR_PC], rb.f->sr[FUC_SR_PC],
				         (unsigned long long)ca, (unsigned long long)cb);
				ok = false;
			}
		}
	}
	if (getenv("FUC_DIFF_VERBOSE"))
		fprintf(stderr, "v%u: %llu instructions in blocks\n", version,
		        (unsigned long long)blocks);
	if (ok && !blocks && !getenv("FUC_NOBLK")) {
		snprintf(why, whylen, "v%u: the block engine never ran", version);
		ok = false;
	}
	rigs_destroy(&ra, &rb);
	return ok;
}

SGPU_TEST(differential_blocks_long_programs)
{
	char why[256] = "";
	uint64_t seed = diff_seed(7);
	static const unsigned versions[] = {0, 3, 4};
	for (unsigned v = 0; v < 3; v++) {
		SGPU_ASSERT_MSG(run_prog_diff(versions[v], false, seed + v, why, sizeof(why)), "%s",
		                why);
		SGPU_ASSERT_MSG(run_prog_diff(versions[v], true, seed + 10 + v, why, sizeof(why)),
		                "%s", why);
	}
}

/* The block engine on quiet loops: programs made mostly of the forms it
 * specialises (so runs are long and loop back into their own page, flags
 * get deferred, and the successor run overwrites them or not), with
 * branches on every condition, generic quiet instructions that read the
 * carry (adc/sbb, 8/16-bit forms), stepped with budgets that mostly end
 * inside runs. The state must match one instruction at a time (and the
 * table-driven reference decoder) after every step. */
static unsigned quiet_insn(uint8_t *c, unsigned version)
{
	static const uint8_t ar[] = {0, 2, 4, 5};
	uint8_t r1 = (uint8_t)(rng() % 14), r2 = (uint8_t)(rng() % 14), r3 = (uint8_t)(rng() % 14);
	uint8_t rr = (uint8_t)(r2 << 4 | r1), i8 = (uint8_t)rng(), i8b = (uint8_t)rng();
	uint32_t k = rng() % 24;
	if (k < 3) { /* a short loop back, or a skip forward, on any condition */
		int off = k < 2 ? -(int)(rng() % 40) : (int)(rng() % 24);
		unsigned cc = rng() % 4 ? 0x08 + rng() % 8 + (rng() % 2) * 0x10 : rng() % 0x20;
		if (cc == 0x0f || cc == 0x1f || (version == 0 && cc >= 0x1c))
			cc = 0x0b;
		c[0] = 0xf4, c[1] = (uint8_t)cc, c[2] = (uint8_t)(int8_t)off;
		return 3;
	}
	if (k == 3) { /* adc/sbb read the carry */
		c[0] = 0xbc, c[1] = rr, c[2] = (uint8_t)(r3 << 4 | (rng() % 2 ? 1 : 3));
		return 3;
	}
	if (k == 4) { /* an 8- or 16-bit form: generic */
		c[0] = (uint8_t)((rng() % 2) << 6 | 0x10 | ar[rng() % 4]), c[1] = rr, c[2] = i8;
		return 3;
	}
	if (k == 5) { /* 16-bit immediates */
		static const uint8_t w[] = {0xa0, 0xa2, 0xb1, 0xe4, 0xe5, 0xe6, 0xf1};
		uint8_t op = w[rng() % 7];
		c[0] = op;
		c[1] = op == 0xb1   ? (uint8_t)(r2 << 4 | (4 + rng() % 3))
		       : op == 0xf1 ? (uint8_t)(r2 << 4 | 7)
		                    : rr;
		c[2] = i8, c[3] = i8b;
		return 4;
	}
	common_form(c, r2, r3, rr, i8);
	return 3;
}

/* Fills fill bytes with quiet_insn, often a compare that writes only c and z
 * right before a branch (so flags written earlier stay pending), and
 * points every branch at an instruction start, mostly in its own page. */
static void quiet_fill(uint8_t *code, uint32_t size, uint32_t fill, bool long_runs,
                       unsigned version)
{
	uint32_t starts[0x400], bras[0x400];
	unsigned ns = 0, nb = 0;
	memset(code, 0, size);
	for (uint32_t pos = 0; pos + 8 <= fill;) {
		uint8_t c[4];
		unsigned len = quiet_insn(c, version);
		while (long_runs && c[0] == 0xf4 && rng() % 16)
			len = quiet_insn(c, version); /* few branches: long runs */
		if (c[0] == 0xf4 && rng() % 2) {
			uint8_t r = (uint8_t)(rng() % 14);
			uint8_t cmp[3] = {0xb0, (uint8_t)(r << 4 | (4 + rng() % 2)),
			                  (uint8_t)rng()};
			starts[ns++] = pos;
			memcpy(code + pos, cmp, 3);
			pos += 3;
		}
		if (c[0] == 0xf4)
			bras[nb++] = pos;
		starts[ns++] = pos;
		memcpy(code + pos, c, len);
		pos += len;
	}
	for (unsigned i = 0; i < nb; i++) {
		uint32_t at = bras[i], to = starts[rng() % ns];
		for (unsigned tries = 0; tries < 8; tries++) {
			int d = (int)to - (int)at;
			if (d >= -128 && d < 128 && (rng() % 4 == 0 || (to ^ at) >> 8 == 0))
				break;
			to = starts[rng() % ns];
		}
		int d = (int)to - (int)at;
		if (d >= -128 && d < 128)
			code[at + 2] = (uint8_t)(int8_t)d;
	}
}

static bool run_quiet_diff(unsigned version, bool vs_reference, bool small_code, uint64_t seed,
                           char *why, size_t whylen)
{
	struct rig ra, rb;
	if (!rig_open(&ra, "falcon", "FALCON") || !rig_open(&rb, "falcon", "FALCON"))
		return false;
	struct fuc_params p = *ra.f->p;
	p.version = version;
	/* small_code: a 512-byte code SRAM of long runs (few branches), so
	 * budget ends make runs start at many places */
	if (small_code)
		p.code_size = 0x200;
	uint32_t fill = p.code_size < 0x400 ? p.code_size : 0x400;
	ra.f->p = &p;
	rb.f->p = &p;
	rng_state = seed;
	bool ok = true;
	for (unsigned prog = 0; prog < 50 && ok; prog++) {
		fuc_reset(ra.f);
		fuc_reset(rb.f);
		quiet_fill(ra.f->code, p.code_size, fill, small_code, version);
		for (uint32_t i = 0; i < fuc_code_pages(ra.f); i++) {
			ra.f->tlb[i].virt = (uint16_t)i;
			ra.f->tlb[i].flags = 1;
		}
		fuc_code_changed(ra.f);
		prog_state(ra.f, rb.f);
		for (int i = 0; i < 14; i++) /* D[] addresses in range, mostly */
			if (rng() % 2)
				ra.f->r[i] = rb.f->r[i] = rng() % 0x800;
		ra.f->sr[FUC_SR_PC] = rb.f->sr[FUC_SR_PC] = rng() % (fill - 0x10);
		ra.f->no_blocks = true;
		ra.f->reference = vs_reference;
		for (unsigned step = 0; step < 200 && ok; step++) {
			uint64_t budget = rng() % 4 ? 1 + rng() % 48 : 1 + rng() % 2000;
			uint32_t pc_before = ra.f->sr[FUC_SR_PC];
			uint64_t ca = fuc_step(ra.f, budget);
			uint64_t cb = fuc_step(rb.f, budget);
			const char *d = diff_state(ra.f, rb.f);
			if (!d && (ca != cb || ra.f->cycles != rb.f->cycles))
				d = "cycles";
			if (d) {
				snprintf(why, whylen,
				         "v%u seed %llu program %u step %u budget %llu from pc %x: "
				         "%s "
				         "differ (pc %x/%x, flags %x/%x)",
				         version, (unsigned long long)seed, prog, step,
				         (unsigned long long)budget, pc_before, d,
				         ra.f->sr[FUC_SR_PC], rb.f->sr[FUC_SR_PC],
				         ra.f->sr[FUC_SR_FLAGS], rb.f->sr[FUC_SR_FLAGS]);
				ok = false;
			}
		}
	}
	if (getenv("FUC_DIFF_VERBOSE"))
		fprintf(stderr, "quiet v%u%s: %llu instructions in blocks, code generation %u\n",
		        version, small_code ? " small" : "", (unsigned long long)rb.f->block_insns,
		        rb.f->code_gen);
	if (ok && rb.f->block_insns == 0) {
		snprintf(why, whylen, "v%u: the block engine never ran", version);
		ok = false;
	}
	rigs_destroy(&ra, &rb);
	return ok;
}

SGPU_TEST(differential_blocks_quiet_loops)
{
	char why[320] = "";
	uint64_t seed = diff_seed(3);
	static const unsigned versions[] = {0, 3, 4};
	for (unsigned v = 0; v < 3; v++) {
		SGPU_ASSERT_MSG(
		        run_quiet_diff(versions[v], false, false, seed + v, why, sizeof(why)), "%s",
		        why);
		SGPU_ASSERT_MSG(
		        run_quiet_diff(versions[v], true, false, seed + 20 + v, why, sizeof(why)),
		        "%s", why);
		SGPU_ASSERT_MSG(
		        run_quiet_diff(versions[v], false, true, seed + 40 + v, why, sizeof(why)),
		        "%s", why);
	}
}

/* One page of straight-line ALU code looping back, stepped so that every
 * step ends at a new place: each new place starts a run of its own, more
 * than the decoded-run pool (two entries per code byte, here 0x100 bytes)
 * holds, so it starts over again and again while runs are linked. */
SGPU_TEST(differential_blocks_pool_refill)
{
	struct rig ra, rb;
	SGPU_ASSERT(rig_open(&ra, "falcon", "FALCON") && rig_open(&rb, "falcon", "FALCON"));
	struct fuc_params p = *ra.f->p;
	p.code_size = 0x100;
	ra.f->p = rb.f->p = &p;
	fuc_reset(ra.f);
	fuc_reset(rb.f);
	memset(ra.f->code, 0, p.code_size);
	uint32_t pos = 0;
	for (unsigned i = 0; pos + 7 <= p.code_size; i++, pos += 3) {
		static const uint8_t ops[] = {0x90, 0x92, 0x94,
		                              0x95}; /* add/sub/shl/shr b32 imm8 */
		uint8_t r = (uint8_t)(i % 13), r2 = (uint8_t)((i * 7 + 3) % 13);
		ra.f->code[pos] = ops[i % 4];
		ra.f->code[pos + 1] = (uint8_t)(r2 << 4 | r);
		ra.f->code[pos + 2] = (uint8_t)(i * 37 + 1);
	}
	/* bra (cc 0x0e, always) back to 0, 16-bit offset */
	uint16_t back = (uint16_t) - (int)pos;
	ra.f->code[pos] = 0xf5, ra.f->code[pos + 1] = 0x0e;
	ra.f->code[pos + 2] = (uint8_t)back, ra.f->code[pos + 3] = (uint8_t)(back >> 8);
	ra.f->tlb[0].virt = 0;
	ra.f->tlb[0].flags = 1;
	fuc_code_changed(ra.f);
	rng_state = 99;
	prog_state(ra.f, rb.f);
	ra.f->sr[FUC_SR_PC] = rb.f->sr[FUC_SR_PC] = 0;
	ra.f->no_blocks = true;
	uint32_t gen0 = rb.f->code_gen;
	for (unsigned step = 0; step < 3000; step++) {
		uint64_t budget = 1 + (step * 7 + step / 85) % 97;
		uint64_t ca = fuc_step(ra.f, budget), cb = fuc_step(rb.f, budget);
		const char *d = diff_state(ra.f, rb.f);
		SGPU_ASSERT_MSG(!d && ca == cb, "step %u: %s differ (pc %x/%x)", step,
		                d ? d : "cycles", ra.f->sr[FUC_SR_PC], rb.f->sr[FUC_SR_PC]);
	}
	SGPU_ASSERT_MSG(rb.f->code_gen - gen0 > 100,
	                "the pool started over only %u times (%llu in blocks, state %d, pc %x)",
	                rb.f->code_gen - gen0, (unsigned long long)rb.f->block_insns,
	                (int)rb.f->state, rb.f->sr[FUC_SR_PC]);
	rigs_destroy(&ra, &rb);
}

/* ------------------------------------------------------------------ gt215 PCOPY */

#include "nv/engine.h"
#include "nv/mmu/vm.h"

#define PC 0x104000u

/* A method through the engine interface switches channels first, then
 * lands in the FIFO interface; the firmware's xfer reads through a DMA
 * object of that channel (MEMIF port 1) via the Tesla VM. */
SGPU_TEST(pcopy_fifo_channel_switch_and_memif_dma)
{
	sgpu_device *dev;
	SGPU_ASSERT_EQ(sgpu_device_create("gt215", NULL, &dev), SGPU_OK);
	sgpu_set_log_callback(dev, silent, NULL);
	struct sgpu_unit *u = sgpu_dev_unit(dev, "PCOPY");
	SGPU_ASSERT(u && nv_engine_ops(u));
	struct fuc *f = u->priv;
	/* channel structure at VRAM 0x20000, DMA object selector 0x10 */
	uint64_t chan = 0x20000;
	struct g80_dmaobj obj = {.cls = 0x3d,
	                         .target = G80_DMA_TARGET_VRAM,
	                         .ro = 2,
	                         .su = 1,
	                         .limit = 0x30fff,
	                         .base = 0x30000};
	uint32_t w[6];
	g80_dmaobj_encode(&obj, w);
	sgpu_mem_write(dev, SGPU_SPACE_VRAM, chan + 0x10 * 16, w, sizeof(w));
	uint8_t pattern[64];
	for (int i = 0; i < 64; i++)
		pattern[i] = (uint8_t)(0xa5 ^ i * 3);
	sgpu_mem_write(dev, SGPU_SPACE_VRAM, 0x30040, pattern, sizeof(pattern));

	struct nv_method m = {
	        .chid = 1, .chan_inst = chan, .subc = 3, .mthd = 0x30c, .data = 0x1234};
	/* FIFO access disabled: not taken */
	SGPU_ASSERT_EQ(nv_engine_ops(u)->method(u, &m), NV_ENGINE_STALLED);
	sgpu_mmio_wr32(dev, PC + 0x048, 3);
	SGPU_ASSERT_EQ(nv_engine_ops(u)->method(u, &m), NV_ENGINE_STALLED);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PC + 0x054), G80_CHAN_DESC(chan, 0) | 1u << 30);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PC + 0x008) & 8, 8u); /* CHSW */
	sgpu_mmio_wr32(dev, PC + 0x058, 2);                      /* CHANNEL_CMD LOAD */
	SGPU_ASSERT_EQ(nv_engine_ops(u)->method(u, &m), NV_ENGINE_ACCEPTED);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PC + 0x070), 1u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PC + 0x068), (0x30cu >> 2) | 3u << 11);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PC + 0x064), 0x1234u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PC + 0x008) & 4, 4u); /* FIFO line, level */
	sgpu_mmio_wr32(dev, PC + 0x074, 1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PC + 0x070), 0u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PC + 0x008) & 4, 0u);
	/* MEMIF port 1 = DMA object 0x10 */
	sgpu_mmio_wr32(dev, PC + 0x604, 0x10 | 1u << 30);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PC + 0x604) >> 31, 1u);
	static const uint8_t code[] = {MOVI(1, 0x40), MOVI(2, 0), SETHI(2, 4), MOVI(3, 0x100),
	                               WRSR(FUC_SR_XTARGETS, 3), XDLD(1, 2), XDWAIT,
	                               /* then a faulting load past the limit */
	                               MOVI(1, 0x1000), XDLD(1, 2), XDWAIT, EXIT};
	uint8_t page[0x100] = {0};
	memcpy(page, code, sizeof(code));
	for (int i = 0; i < 0x40; i++) {
		if (i == 0) {
			sgpu_mmio_wr32(dev, PC + 0x188, 0);
			sgpu_mmio_wr32(dev, PC + 0x180, 1u << 24);
		}
		uint32_t v;
		memcpy(&v, page + i * 4, 4);
		sgpu_mmio_wr32(dev, PC + 0x184, v);
	}
	sgpu_mmio_wr32(dev, PC + 0x100, 2);
	sgpu_run(dev, 1000, NULL);
	SGPU_ASSERT_EQ(f->stop_reason, FUC_STOP_EXIT);
	SGPU_ASSERT_MEM_EQ(f->data, pattern, sizeof(pattern));
	SGPU_ASSERT_EQ(fuc_intr_status(f) >> 9 & 1, 1u); /* MEMIF_FAULT */
	/* PMC ENABLE bit 13 set, then cleared: PCOPY is reset */
	sgpu_mmio_wr32(dev, 0x200, 1u << 13);
	sgpu_mmio_wr32(dev, 0x200, 0);
	SGPU_ASSERT_EQ(f->data[0], 0);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PC + 0x048), 0u);
	sgpu_device_destroy(dev);
}

SGPU_TEST(pdaemon_timer_ptimer_source_and_alias)
{
	sgpu_device *dev;
	SGPU_ASSERT_EQ(sgpu_device_create("gt215", NULL, &dev), SGPU_OK);
	sgpu_set_log_callback(dev, silent, NULL);
	/* TIME_LOW/HIGH alias PTIMER (0x9400/0x9410) */
	sgpu_run(dev, 1, NULL);
	uint32_t t0 = sgpu_mmio_rd32(dev, PD + 0x02c);
	SGPU_ASSERT_EQ(t0, sgpu_mmio_rd32(dev, 0x9400));
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x030), sgpu_mmio_rd32(dev, 0x9410));
	/* source 1: a tick on every rising edge of PTIMER TIME_LOW bit 10 */
	sgpu_mmio_wr32(dev, PD + 0x684, 0x100);
	sgpu_mmio_wr32(dev, PD + 0x4e0, 2);
	sgpu_mmio_wr32(dev, PD + 0x4e8, 0x11);
	uint64_t ns0 = ((uint64_t)sgpu_mmio_rd32(dev, 0x9410) << 32) | sgpu_mmio_rd32(dev, 0x9400);
	/* bit 10 rises at odd multiples of 1024 ns; gt215's PTIMER counts
	 * 1 ns per step (read back rounded down to 32). Run to just before
	 * the second rising edge. */
	uint64_t first = ns0 - ns0 % 2048 + 1024;
	if (first <= ns0)
		first += 2048;
	uint64_t second = first + 2048;
	SGPU_ASSERT(sgpu_device_busy(dev));
	sgpu_run(dev, second - ns0 - 64, NULL);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x4e4), 1u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x680), 0u);
	sgpu_run(dev, 200, NULL);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x4e4), 0u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x680), 0x100u);
	sgpu_device_destroy(dev);
}

SGPU_TEST(breakpoint_and_subengine_reset)
{
	struct rig r;
	/* 0: mov $r1 0x40; mov $tv $r1; 6: add $r2 1; exit. A breakpoint on 6
	 * traps (0xf) to 0x40, which sets SKIP_ONE through I[0x2600] and irets. */
	uint8_t code[0x60] = {MOVI8(1, 0x40), WRSR(FUC_SR_TV, 1), ADDI(SZ32, 2, 2, 1), EXIT};
	const uint8_t h[] = {RDSR(5, FUC_SR_TSTATUS), BCLRF(FUC_FLAG_TA), MOVI(6, 0x2600),
	                     IORD(7, 6, 0),           MOVI8(8, 0),        SETHI(8, 0x4000),
	                     UOP3(5, 7, 7, 8),        IOWR(6, 0, 7),      IRET};
	memcpy(code + 0x40, h, sizeof(h));
	SGPU_ASSERT(rig_open(&r, "falcon", "FALCON"));
	upload(&r, 0, code, sizeof(code));
	wr(&r, 0x098, 1u << 31 | 6); /* BREAKPOINT0 */
	r.f->sr[FUC_SR_SP] = 0x200;
	start(&r, 0);
	sgpu_run(r.dev, 1000, NULL);
	SGPU_ASSERT_EQ(r.f->stop_reason, FUC_STOP_EXIT);
	SGPU_ASSERT_EQ(r.f->r[5], 6u | 0xfu << 20);
	SGPU_ASSERT_EQ(r.f->r[2], 1u);
	SGPU_ASSERT_EQ(rd(&r, 0x098), 1u << 31 | 6); /* SKIP_ONE consumed */
	sgpu_device_destroy(r.dev);

	/* SUBENGINE_RESET on PDAEMON clears the peripherals, not the core */
	sgpu_device *dev;
	SGPU_ASSERT_EQ(sgpu_device_create("gt215", NULL, &dev), SGPU_OK);
	sgpu_set_log_callback(dev, silent, NULL);
	sgpu_mmio_wr32(dev, PD + 0x4dc, 0x1234);
	sgpu_mmio_wr32(dev, PD + 0x040, 0x5678);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x488), 0x08u);
	sgpu_mmio_wr32(dev, PD + 0x07c, 1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x4dc), 0u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x488), 0x08u); /* token FIFO refilled */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x040), 0x5678u);
	sgpu_device_destroy(dev);
}

/* v0 (G98-style): code and data through UPLOAD/UPLOAD_ADDR, fetch without
 * VM, and the v0 flag rules (movf, shifts touching only c). */
SGPU_TEST(v0_upload_and_run)
{
	struct rig r;
	SGPU_ASSERT(rig_open(&r, "falcon", "FALCON"));
	struct fuc_params p = *r.f->p;
	p.version = 0;
	r.f->p = &p;
	static const uint8_t code[] = {LD(SZ32, 1, 0, 0), /* r1 = D[0] */
	                               0x39 | SZ32,
	                               0x12,
	                               0x02, /* movf b32 $r2 $r1: o/s/z from $r1 */
	                               RDSR(3, FUC_SR_FLAGS),
	                               ARI(SZ32, 4, 4, 1, 1), /* shl b32 $r4 $r1 1 */
	                               RDSR(5, FUC_SR_FLAGS),
	                               EXIT};
	uint8_t img[32] = {0};
	memcpy(img, code, sizeof(code));
	wr(&r, 0xff8, 1u << 20); /* code, address 0 */
	for (int i = 0; i < 8; i++) {
		uint32_t v;
		memcpy(&v, img + 4 * i, 4);
		wr(&r, 0xff4, v);
	}
	wr(&r, 0xff8, 0); /* data, address 0 */
	wr(&r, 0xff4, 0x80000001u);
	wr(&r, 0xff8, 1u << 20 | 4); /* read back code word 1 */
	uint32_t w1;
	memcpy(&w1, img + 4, 4);
	SGPU_ASSERT_EQ(rd(&r, 0xff4), w1);
	start(&r, 0);
	sgpu_run(r.dev, 100, NULL);
	SGPU_ASSERT_EQ(r.f->r[1], 0x80000001u);
	SGPU_ASSERT_EQ(r.f->r[2], 0x80000001u);
	SGPU_ASSERT_EQ(r.f->r[3] & 0xf00, 1u << FUC_FLAG_S);
	SGPU_ASSERT_EQ(r.f->r[4], 2u);
	SGPU_ASSERT_EQ(r.f->r[5] & 0xf00, 1u << FUC_FLAG_C | 1u << FUC_FLAG_S); /* s kept */
	SGPU_ASSERT_EQ(r.f->stop_reason, FUC_STOP_EXIT);
	r.f->p = NULL;
	sgpu_device_destroy(r.dev);
}

/* An interrupt is taken while the fetch waits on a busy page; iret goes
 * back to waiting until the page is complete. */
SGPU_TEST(vm_busy_page_interrupt)
{
	struct rig r;
	SGPU_ASSERT(rig_open(&r, "falcon", "FALCON"));
	uint8_t code[0x100] = {MOVI(1, 0x80),      WRSR(FUC_SR_IV0, 1), MOVI(2, 0x200),
	                       WRSR(FUC_SR_SP, 2), MOVI8(3, 0x40),      MOVI(4, 0x400),
	                       IOWR(4, 0, 3),      BSETF(FUC_FLAG_IE0), JMPI(0x100)};
	const uint8_t h[] = {ADDI(SZ32, 7, 7, 1), MOVI8(3, 0x40), MOVI(4, 0x100), IOWR(4, 0, 3),
	                     IRET};
	memcpy(code + 0x80, h, sizeof(h));
	upload(&r, 0, code, sizeof(code));
	wr(&r, 0x188, 1);
	wr(&r, 0x180, 0x100 | 1u << 24);
	wr(&r, 0x184, 0x0002f8u); /* exit, page still busy */
	start(&r, 0);
	sgpu_run(r.dev, 1000, NULL);
	SGPU_ASSERT(r.f->fetch_stalled);
	SGPU_ASSERT(!sgpu_device_busy(r.dev));
	wr(&r, 0x000, 0x40); /* INTR_SET line 6 */
	SGPU_ASSERT(sgpu_device_busy(r.dev));
	sgpu_run(r.dev, 1000, NULL);
	SGPU_ASSERT_EQ(r.f->r[7], 1u);
	SGPU_ASSERT(r.f->fetch_stalled);
	for (int i = 1; i < 0x40; i++)
		wr(&r, 0x184, 0);
	sgpu_run(r.dev, 1000, NULL);
	SGPU_ASSERT_EQ(r.f->stop_reason, FUC_STOP_EXIT);
	sgpu_device_destroy(r.dev);
}

SGPU_TEST(pdaemon_indirect_mmio)
{
	sgpu_device *dev;
	SGPU_ASSERT_EQ(sgpu_device_create("gt215", NULL, &dev), SGPU_OK);
	sgpu_set_log_callback(dev, silent, NULL);
	/* read PMC.ID */
	sgpu_mmio_wr32(dev, PD + 0x7a0, 0x000000);
	sgpu_mmio_wr32(dev, PD + 0x7ac, 0x100f1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x7a4), sgpu_mmio_rd32(dev, 0x000000));
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x7ac) & 0x7000, 0u);
	/* write PDAEMON.SCRATCH1 through itself, then only byte 1 */
	sgpu_mmio_wr32(dev, PD + 0x7a0, PD + 0x044);
	sgpu_mmio_wr32(dev, PD + 0x7a4, 0x11223344);
	sgpu_mmio_wr32(dev, PD + 0x7ac, 0x100f2);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x044), 0x11223344u);
	sgpu_mmio_wr32(dev, PD + 0x7a4, 0xaabbccdd);
	sgpu_mmio_wr32(dev, PD + 0x7ac, 0x10022);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x044), 0x1122cc44u);
	/* its own MMIO_CTRL through itself: CMD_WHILE_BUSY, no recursion */
	sgpu_mmio_wr32(dev, PD + 0x7b8, 1);
	sgpu_mmio_wr32(dev, PD + 0x7a0, PD + 0x7ac);
	sgpu_mmio_wr32(dev, PD + 0x7a4, 0x100f2);
	sgpu_mmio_wr32(dev, PD + 0x7ac, 0x100f2);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x7b0), 2u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x688) >> 4 & 1, 1u); /* SUBINTR bit 4 */
	sgpu_mmio_wr32(dev, PD + 0x7b4, 1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x7b0), 0u);
	/* an unmapped address times out */
	sgpu_mmio_wr32(dev, PD + 0x7a0, 0x00f000);
	sgpu_mmio_wr32(dev, PD + 0x7ac, 0x100f2);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x7ac) & 0x7000, 0x2000u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, PD + 0x7b0), 0x00f000u | 1u | 4u);
	sgpu_device_destroy(dev);
}

/* ------------------------------------------------------------------ long turns
 * A falcon unit offered many slices at once (long_turns, fuc_unit_turn)
 * against the same unit called slice by slice: random programs of quiet
 * runs broken by IO (PTIMER alias reads, interrupts raised and routed to
 * the host, timers and the watchdog started, scratch), sleeps, exits and
 * traps, with host events between sgpu_run calls of random budgets. Both
 * devices must agree after every run: core state, D[], cycles, model
 * time, the run result, the host interrupt edges and their times, and
 * every log line with the time it was logged at. Triage: FUC_TURN_LOG=1
 * prints both sides' logs with their times (A: slice by slice, B: long
 * turns); FUC_DIFF_VERBOSE=1 how much ran in long turns. */

struct turn_side {
	struct rig r;
	struct sgpu_unit *u;
	struct sgpu_unit_class cls;
	uint64_t irq_hash, log_hash;
	unsigned irqs, logs;
};

static uint64_t (*turn_orig_step)(struct sgpu_unit *u, uint64_t budget);
static uint64_t turn_long_calls, turn_long_slices, turn_irqs, turn_logs;

/* The long side's step: counts the long turns it was offered and used. */
static uint64_t turn_step(struct sgpu_unit *u, uint64_t budget)
{
	uint64_t n = turn_orig_step(u, budget);
	if (n > SGPU_RUN_SLICE) {
		turn_long_calls++;
		turn_long_slices += (n + SGPU_RUN_SLICE - 1) / SGPU_RUN_SLICE;
	}
	return n;
}

static uint64_t turn_mix(uint64_t h, uint64_t v)
{
	return (h ^ v) * 0x100000001b3ull + (h >> 29);
}

static void turn_irq(void *user, bool level)
{
	struct turn_side *s = user;
	s->irq_hash = turn_mix(s->irq_hash, sgpu_device_time(s->r.dev) << 1 | level);
	s->irqs++;
}

static void turn_log(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	struct turn_side *s = user;
	uint64_t h = turn_mix(s->log_hash, sgpu_device_time(s->r.dev) << 4 | (unsigned)level);
	for (const char *p = cat; *p; p++)
		h = turn_mix(h, (uint8_t)*p);
	for (const char *p = msg; *p; p++)
		h = turn_mix(h, (uint8_t)*p);
	s->log_hash = h;
	s->logs++;
	if (getenv("FUC_TURN_LOG"))
		fprintf(stderr, "%s [%llu] %s\n", s->cls.long_turns ? "B" : "A",
		        (unsigned long long)sgpu_device_time(s->r.dev), msg);
}

static bool turn_open(struct turn_side *s, const char *chip, const char *unit, bool long_turns)
{
	memset(s, 0, sizeof(*s));
	if (!rig_open(&s->r, chip, unit))
		return false;
	s->u = sgpu_dev_unit(s->r.dev, unit);
	s->cls = *s->u->cls;
	if (long_turns) {
		turn_orig_step = s->cls.step;
		s->cls.step = turn_step;
	}
	s->cls.long_turns = long_turns;
	s->u->cls = &s->cls;
	sgpu_set_log_callback(s->r.dev, turn_log, s);
	sgpu_set_irq_callback(s->r.dev, turn_irq, s);
	if (strcmp(chip, "gt215") == 0)
		sgpu_mmio_wr32(s->r.dev, 0x140, 1); /* PMC_INTR_EN: the host sees lines */
	return true;
}

/* I[] addresses (host offset << 6) the programs read and write */
static const uint16_t turn_rd[] = {0x02c, 0x02c, 0x030, 0x008, 0x040, 0x024, 0x034};
static const uint16_t turn_wr[] = {0x000, 0x004, 0x010, 0x01c, 0x020, 0x028,
                                   0x034, 0x038, 0x040, 0x044, 0x000, 0x004};

/* An IO access, a sleep or an exit at c: returns its length (7 or 3). */
static unsigned turn_event(uint8_t *c, unsigned version)
{
	uint32_t k = rng() % 16;
	uint8_t r = (uint8_t)(rng() % 14);
	if (k == 0) {
		c[0] = 0xf4, c[1] = 0x28, c[2] = (uint8_t)(rng() % 32); /* sleep $pN */
		return 3;
	}
	if (k == 1) {
		c[0] = 0xf8, c[1] = 0x02, c[2] = 0x00; /* exit */
		return 3;
	}
	bool rd = k < 9;
	uint32_t io = (uint32_t)(rd ? turn_rd[rng() % 7] : turn_wr[rng() % 12]) << 6;
	if (version == 0 && io == 0x030 << 6)
		io = 0x02c << 6;
	c[0] = 0xf1, c[1] = 0xe7, c[2] = (uint8_t)io, c[3] = (uint8_t)(io >> 8);
	c[4] = rd ? 0xcf : 0xfa, c[5] = (uint8_t)(0xe0 | r), c[6] = 0x00;
	return 7;
}

/* Long quiet runs and loops (quiet_insn), every few dozen instructions an
 * event; branches point at instruction starts. */
static void turn_fill(struct fuc *f)
{
	uint32_t size = f->p->code_size < 0x800 ? f->p->code_size : 0x800;
	uint32_t starts[0x800], bras[0x800];
	unsigned ns = 0, nb = 0;
	uint8_t *code = f->code;
	memset(code, 0, f->p->code_size);
	for (uint32_t pos = 0; pos + 8 <= size;) {
		uint8_t c[8];
		unsigned len;
		if (rng() % 24 == 0) {
			len = turn_event(c, f->p->version);
		} else {
			len = quiet_insn(c, f->p->version);
			if (c[0] == 0xf4)
				bras[nb++] = pos;
		}
		starts[ns++] = pos;
		memcpy(code + pos, c, len);
		pos += len;
	}
	for (unsigned i = 0; i < nb; i++) {
		uint32_t at = bras[i], to = starts[rng() % ns];
		for (unsigned tries = 0; tries < 8; tries++) {
			int d = (int)to - (int)at;
			if (d >= -128 && d < 128)
				break;
			to = starts[rng() % ns];
		}
		int d = (int)to - (int)at;
		if (d >= -128 && d < 128)
			code[at + 2] = (uint8_t)(int8_t)d;
	}
	for (uint32_t i = 0; i < fuc_code_pages(f); i++) {
		f->tlb[i].virt = (uint16_t)i;
		f->tlb[i].flags = 1;
	}
	fuc_code_changed(f);
}

static const char *turn_diff(struct turn_side *a, struct turn_side *b,
                             const struct sgpu_run_result *ra, const struct sgpu_run_result *rb)
{
	const char *d = diff_state(a->r.f, b->r.f);
	if (d)
		return d;
	if (a->r.f->cycles != b->r.f->cycles || ra->steps != rb->steps || ra->stop != rb->stop)
		return "cycles";
	if (sgpu_device_time(a->r.dev) != sgpu_device_time(b->r.dev))
		return "model time";
	if (a->irqs != b->irqs || a->irq_hash != b->irq_hash ||
	    sgpu_irq_level(a->r.dev) != sgpu_irq_level(b->r.dev))
		return "host interrupts";
	if (a->logs != b->logs || a->log_hash != b->log_hash)
		return "logs";
	if (a->r.f->periodic_time != b->r.f->periodic_time ||
	    a->r.f->watchdog_time != b->r.f->watchdog_time)
		return "timers";
	return NULL;
}

/* version 0: the unit's own falcon version. */
static bool run_turn_diff(const char *chip, const char *unit, unsigned version, uint64_t seed,
                          char *why, size_t whylen)
{
	static struct turn_side a, b;
	if (!turn_open(&a, chip, unit, false) || !turn_open(&b, chip, unit, true))
		return false;
	struct fuc_params p = *a.r.f->p;
	const struct fuc_params *own = a.r.f->p;
	if (version != ~0u)
		p.version = version;
	a.r.f->p = b.r.f->p = &p;
	rng_state = seed;
	bool ok = true;
	for (unsigned prog = 0; prog < 16 && ok; prog++) {
		fuc_reset(a.r.f);
		fuc_reset(b.r.f);
		turn_fill(a.r.f);
		prog_state(a.r.f, b.r.f);
		for (unsigned step = 0; step < 60 && ok; step++) {
			prog_host_event(a.r.f, b.r.f, false);
			uint32_t k = rng() % 4;
			uint64_t budget = k == 0   ? 1 + rng() % 600
			                  : k == 1 ? 1 + rng() % 5000
			                           : 1 + rng() % 60000;
			struct sgpu_run_result ra, rb;
			sgpu_run(a.r.dev, budget, &ra);
			sgpu_run(b.r.dev, budget, &rb);
			const char *d = turn_diff(&a, &b, &ra, &rb);
			if (d) {
				snprintf(why, whylen,
				         "%s %s v%u seed %llu program %u step %u budget %llu: %s "
				         "differ "
				         "(pc %x/%x, time %llu/%llu)",
				         chip, unit, p.version, (unsigned long long)seed, prog,
				         step, (unsigned long long)budget, d, a.r.f->sr[FUC_SR_PC],
				         b.r.f->sr[FUC_SR_PC],
				         (unsigned long long)sgpu_device_time(a.r.dev),
				         (unsigned long long)sgpu_device_time(b.r.dev));
				ok = false;
			}
		}
	}
	if (getenv("FUC_DIFF_VERBOSE"))
		fprintf(stderr, "%s %s: %llu long turns, %llu slices, %u irq edges, %u logs\n",
		        chip, unit, (unsigned long long)turn_long_calls,
		        (unsigned long long)turn_long_slices, b.irqs, b.logs);
	turn_irqs += b.irqs;
	turn_logs += b.logs;
	a.r.f->p = b.r.f->p = own;
	sgpu_device_destroy(a.r.dev);
	sgpu_device_destroy(b.r.dev);
	return ok;
}

SGPU_TEST(differential_long_turns_vs_slices)
{
	char why[256];
	uint64_t seed = diff_seed(11);
	turn_long_calls = turn_long_slices = turn_irqs = turn_logs = 0;
	static const unsigned versions[] = {0, 3, 4};
	for (unsigned v = 0; v < 3; v++)
		SGPU_ASSERT_MSG(
		        run_turn_diff("falcon", "FALCON", versions[v], seed + v, why, sizeof(why)),
		        "%s", why);
	SGPU_ASSERT_MSG(run_turn_diff("gt215", "PDAEMON", ~0u, seed + 5, why, sizeof(why)), "%s",
	                why);
	SGPU_ASSERT_MSG(run_turn_diff("gt215", "PCOPY", ~0u, seed + 6, why, sizeof(why)), "%s",
	                why);
	/* the programs did reach long turns, host interrupts and logs */
	SGPU_ASSERT_MSG(turn_long_slices >= 1000 && turn_irqs && turn_logs,
	                "%llu slices in long turns, %llu interrupt edges, %llu logs",
	                (unsigned long long)turn_long_slices, (unsigned long long)turn_irqs,
	                (unsigned long long)turn_logs);
}
