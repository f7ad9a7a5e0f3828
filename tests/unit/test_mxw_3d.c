/* MAXWELL_B (0xB197) and MAXWELL_COMPUTE_B (0xB1C0) on direct method
 * calls (VRAM physical addresses): the method store and the MME shadow
 * RAM, the macro hook's RAMs, constant buffer uploads and bindings,
 * CLEAR_SURFACE on pitch and block-linear targets in several formats
 * with masks, clips, layers, depth and stencil, report semaphores, draws
 * and dispatches (logged, not run), and the TIC/TSC/QMD decoders.
 * docs/hw/maxwell.md "MAXWELL_B", "MAXWELL_COMPUTE_B". */
#include <string.h>

#include "core/device.h"
#include "harness.h"
#include "isa/isa.h"
#include "isa/nv_isa.h"
#include "nv/maxwell/desc.h"
#include "nv/maxwell/maxwell3d.h"
#include "nv/maxwell/report.h"
#include "nv/maxwell/rtfmt.h"
#include "softgpu/softgpu.h"

#define GR_INTR 0x400100
#define GR_DATA_ERROR 0x400110
#define CHID 5
#define SUBC 0

static unsigned guest_errors, unimps;
static char last_unimp[1024];

static void capture(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	(void)user;
	(void)cat;
	if (level == SGPU_LOG_GUEST_ERROR)
		guest_errors++;
	if (level == SGPU_LOG_UNIMP) {
		unimps++;
		snprintf(last_unimp, sizeof(last_unimp), "%s", msg);
	}
}

static sgpu_device *dev;
static struct sgpu_unit *gr;

static void setup(uint16_t cls)
{
	struct sgpu_device_config cfg = {.vram_size = 16u << 20, .sysmem_size = 1u << 20};
	dev = NULL;
	if (sgpu_device_create("gm20b", &cfg, &dev) != SGPU_OK)
		return;
	guest_errors = unimps = 0;
	sgpu_set_log_callback(dev, capture, NULL);
	gr = sgpu_dev_unit(dev, "PGRAPH");
	mxw_gr_call(gr, NULL, CHID, SUBC, 0, cls);
	mxw_gr_call(gr, NULL, CHID, SUBC, 0x100, 0); /* NO_OPERATION: creates the state */
}

static enum nv_engine_status m(uint32_t mthd, uint32_t data)
{
	return mxw_gr_call(gr, NULL, CHID, SUBC, mthd, data);
}

static void *state(uint16_t cls)
{
	return mxw_gr_state(gr, CHID, cls);
}

static uint32_t rd32(uint64_t a)
{
	uint32_t v = 0;
	sgpu_mem_read(dev, SGPU_SPACE_VRAM, a, &v, 4);
	return v;
}

static void wr32(uint64_t a, uint32_t v)
{
	sgpu_mem_write(dev, SGPU_SPACE_VRAM, a, &v, 4);
}

static uint32_t fbits(float f)
{
	uint32_t u;
	memcpy(&u, &f, 4);
	return u;
}

/* ------------------------------------------------------------------ store, shadow, mme */

SGPU_TEST(every_method_is_stored_and_readable)
{
	setup(MXW_3D_CLASS);
	SGPU_ASSERT(dev != NULL);
	for (uint32_t mthd = 0x200; mthd < 0x3800; mthd += 0x124)
		m(mthd, mthd * 3 + 1);
	void *st = state(MXW_3D_CLASS);
	SGPU_ASSERT(st != NULL);
	for (uint32_t mthd = 0x200; mthd < 0x3800; mthd += 0x124)
		SGPU_ASSERT_EQ(mxw_3d_state_read(st, mthd), mthd * 3 + 1);
	/* SET_MME_SHADOW_SCRATCH(i) */
	m(MXW_3D_SET_MME_SHADOW_SCRATCH + 4 * 255, 0xabcd);
	SGPU_ASSERT_EQ(mxw_3d_state_read(st, MXW_3D_SET_MME_SHADOW_SCRATCH + 4 * 255), 0xabcdu);
	SGPU_ASSERT_EQ(mxw_3d_shadow_read(st, MXW_3D_SET_MME_SHADOW_SCRATCH + 4 * 255), 0xabcdu);
	SGPU_ASSERT_EQ(guest_errors, 0u);
	sgpu_device_destroy(dev);
}

SGPU_TEST(shadow_ram_modes)
{
	setup(MXW_3D_CLASS);
	SGPU_ASSERT(dev != NULL);
	void *st = state(MXW_3D_CLASS);
	const uint32_t a = 0x1398; /* SET_STENCIL_FUNC_MASK */
	/* TRACK (0, the power-on mode): both copies */
	m(a, 0x11);
	SGPU_ASSERT_EQ(mxw_3d_state_read(st, a), 0x11u);
	SGPU_ASSERT_EQ(mxw_3d_shadow_read(st, a), 0x11u);
	/* PASSTHROUGH: the shadow keeps its value */
	m(MXW_3D_SET_MME_SHADOW_RAM_CONTROL, MXW_SHADOW_PASSTHROUGH);
	m(a, 0x22);
	SGPU_ASSERT_EQ(mxw_3d_state_read(st, a), 0x22u);
	SGPU_ASSERT_EQ(mxw_3d_shadow_read(st, a), 0x11u);
	/* REPLAY: the method takes the shadow's value, whatever is sent */
	m(MXW_3D_SET_MME_SHADOW_RAM_CONTROL, MXW_SHADOW_REPLAY);
	m(a, 0x33);
	SGPU_ASSERT_EQ(mxw_3d_state_read(st, a), 0x11u);
	SGPU_ASSERT_EQ(mxw_3d_shadow_read(st, a), 0x11u);
	/* the control itself is not shadowed */
	SGPU_ASSERT_EQ(mxw_3d_shadow_read(st, MXW_3D_SET_MME_SHADOW_RAM_CONTROL), 0u);
	/* TRACK_WITH_FILTER records like TRACK */
	m(MXW_3D_SET_MME_SHADOW_RAM_CONTROL, MXW_SHADOW_TRACK_WITH_FILTER);
	m(a, 0x44);
	SGPU_ASSERT_EQ(mxw_3d_shadow_read(st, a), 0x44u);
	SGPU_ASSERT_EQ(mxw_3d_state_read(st, a), 0x44u);
	/* a macro's send takes the same path */
	struct mxw_ctx c = {.u = gr, .chid = CHID};
	m(MXW_3D_SET_MME_SHADOW_RAM_CONTROL, MXW_SHADOW_REPLAY);
	mxw_3d_send(&c, st, a, 0x55);
	SGPU_ASSERT_EQ(mxw_3d_state_read(st, a), 0x44u);
	sgpu_device_destroy(dev);
}

/* Assembles src (envyas dialect, the macro ISA table) and uploads it as
 * macro j at word `at`, through the class's methods as a driver does. */
static unsigned load_macro(unsigned j, uint32_t at, const char *src)
{
	struct isa_asm_result res;
	if (!isa_assemble(&macro_isa, 0, 0, src, strlen(src), "t.s", ISA_OUT_RAW, &res)) {
		isa_asm_result_free(&res);
		return 0;
	}
	m(MXW_3D_LOAD_MME_INSTRUCTION_RAM_POINTER, at);
	unsigned n = (unsigned)(res.size / 4);
	for (unsigned i = 0; i < n; i++) {
		uint32_t w;
		memcpy(&w, res.data + 4 * i, 4);
		m(MXW_3D_LOAD_MME_INSTRUCTION_RAM, w);
	}
	m(MXW_3D_LOAD_MME_START_ADDRESS_RAM_POINTER, j);
	m(MXW_3D_LOAD_MME_START_ADDRESS_RAM, at);
	isa_asm_result_free(&res);
	return n;
}

/* The macro processor wired in: macro 3 sends its first parameter to
 * SET_STENCIL_FUNC_MASK, reads it back from the method store and sends
 * it and its second parameter to SET_MME_SHADOW_SCRATCH(0) and (1). Its
 * sends take the shadow RAM path (PASSTHROUGH leaves the shadow alone). */
SGPU_TEST(macros_run_through_the_class)
{
	setup(MXW_3D_CLASS);
	SGPU_ASSERT(dev != NULL);
	void *st = state(MXW_3D_CLASS);
	SGPU_ASSERT_EQ(load_macro(3, 0x10,
	                          "\tmaddr 0x4e6\n"
	                          "\tsend $r1\n"
	                          "\tread $r2 0x4e6\n"
	                          "\tparm $r3 maddr 0x1d00\n"
	                          "\tsend $r2\n"
	                          "\texit send $r3\n"
	                          "\tnop\n"),
	               7u);
	SGPU_ASSERT_EQ(mxw_3d_mme_starts(st)[3], 0x10u);
	SGPU_ASSERT_EQ(mxw_3d_state_read(st, MXW_3D_LOAD_MME_START_ADDRESS_RAM_POINTER), 3u);
	m(MXW_3D_SET_MME_SHADOW_RAM_CONTROL, MXW_SHADOW_PASSTHROUGH);
	m(MXW_3D_CALL_MME_MACRO + 8 * 3, 0x42);
	m(MXW_3D_CALL_MME_DATA + 8 * 3, 0x99);
	m(0x100, 0); /* a method after the call */
	SGPU_ASSERT_EQ(mxw_3d_state_read(st, 0x1398), 0x42u);
	SGPU_ASSERT_EQ(mxw_3d_state_read(st, 0x3400), 0x42u);
	SGPU_ASSERT_EQ(mxw_3d_state_read(st, 0x3404), 0x99u);
	SGPU_ASSERT_EQ(mxw_3d_shadow_read(st, 0x1398), 0u);
	struct mxw_3d_stats s;
	mxw_3d_stats(st, &s);
	SGPU_ASSERT_EQ(s.macro_calls, (uint64_t)1);
	SGPU_ASSERT_EQ(mxw_3d_state_read(st, MXW_3D_CALL_MME_MACRO + 8 * 3), 0u);
	SGPU_ASSERT_EQ(guest_errors, 0u);
	SGPU_ASSERT_EQ(unimps, 0u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, GR_INTR), 0u);
	sgpu_device_destroy(dev);
}

/* ------------------------------------------------------------------ constant buffers */

SGPU_TEST(constant_buffer_upload_and_binding)
{
	setup(MXW_3D_CLASS);
	SGPU_ASSERT(dev != NULL);
	m(0x2380, 0x100);   /* SELECTOR_A size */
	m(0x2384, 0);       /* B address upper */
	m(0x2388, 0x20000); /* C address lower */
	m(0x238c, 0x20);    /* LOAD_CONSTANT_BUFFER_OFFSET */
	m(0x2390, 0x11111111);
	m(0x2394, 0x22222222);
	m(0x23cc, 0x33333333); /* LOAD_CONSTANT_BUFFER(15): the same stream */
	SGPU_ASSERT_EQ(rd32(0x20020), 0x11111111u);
	SGPU_ASSERT_EQ(rd32(0x20024), 0x22222222u);
	SGPU_ASSERT_EQ(rd32(0x20028), 0x33333333u);
	void *st = state(MXW_3D_CLASS);
	SGPU_ASSERT_EQ(mxw_3d_state_read(st, 0x238c), 0x2cu);
	/* past the size: dropped */
	m(0x238c, 0xfc);
	m(0x2390, 0x44);
	m(0x2390, 0x55);
	SGPU_ASSERT_EQ(rd32(0x200fc), 0x44u);
	SGPU_ASSERT_EQ(rd32(0x20100), 0u);
	SGPU_ASSERT_EQ(guest_errors, 1u);
	/* BIND_GROUP_CONSTANT_BUFFER(4): slot 3 valid */
	m(0x2410 + 4 * 32, 3 << 4 | 1);
	struct mxw_cb_binding b;
	SGPU_ASSERT(mxw_3d_cb_binding(st, 4, 3, &b));
	SGPU_ASSERT(b.valid);
	SGPU_ASSERT_EQ(b.address, (uint64_t)0x20000);
	SGPU_ASSERT_EQ(b.size, 0x100u);
	m(0x2410 + 4 * 32, 3 << 4);
	SGPU_ASSERT(mxw_3d_cb_binding(st, 4, 3, &b));
	SGPU_ASSERT(!b.valid);
	sgpu_device_destroy(dev);
}

/* ------------------------------------------------------------------ clears */

/* Render target 0 at addr: pitch layout when pitch != 0, else block-linear
 * with 2^bh GOBs per block. */
static void rt0(uint64_t addr, uint32_t fmt, uint32_t w, uint32_t h, uint32_t pitch, unsigned bh)
{
	m(0x0800, (uint32_t)(addr >> 32));
	m(0x0804, (uint32_t)addr);
	m(0x0808, pitch ? pitch : w);
	m(0x080c, h);
	m(0x0810, fmt);
	m(0x0814, pitch ? 1u << 12 : bh << 4);
	m(0x0818, 1);
	m(0x081c, 0);
	m(0x0820, 0);
	m(0x121c, 076543210u << 4 | 1); /* CT_SELECT: one target */
	m(0x0ff4, w << 16);             /* surface clip */
	m(0x0ff8, h << 16);
}

static void clear_color(float r, float g, float b, float a)
{
	m(0x0d80, fbits(r));
	m(0x0d84, fbits(g));
	m(0x0d88, fbits(b));
	m(0x0d8c, fbits(a));
}

SGPU_TEST(clear_pitch_a8r8g8b8_with_masks_and_clips)
{
	setup(MXW_3D_CLASS);
	SGPU_ASSERT(dev != NULL);
	const uint64_t rt = 0x100000;
	rt0(rt, 0xcf, 8, 4, 64, 0);
	clear_color(1.0f, 0.5f, 0.0f, 1.0f);
	m(0x19d0, 0x3c); /* R G B A, target 0 */
	SGPU_ASSERT_EQ(rd32(rt), 0xffff8000u);
	SGPU_ASSERT_EQ(rd32(rt + 3 * 64 + 7 * 4), 0xffff8000u);
	SGPU_ASSERT_EQ(rd32(rt + 8 * 4), 0u); /* past the width: the pitch's slack */
	/* only B, with the clear rectangle [2,4) x [1,2) */
	clear_color(0, 0, 1.0f, 0);
	m(0x0d6c, 4u << 16 | 2);
	m(0x0d70, 2u << 16 | 1);
	m(0x10f8, 1u << 4);
	m(0x19d0, 1u << 4);
	SGPU_ASSERT_EQ(rd32(rt + 64 + 2 * 4), 0xffff80ffu);
	SGPU_ASSERT_EQ(rd32(rt + 64 + 4 * 4), 0xffff8000u);
	SGPU_ASSERT_EQ(rd32(rt + 2 * 4), 0xffff8000u);
	/* scissor 0, used only when enabled and asked for */
	m(0x10f8, 1u << 8);
	m(0x0e04, 1u << 16);
	m(0x0e08, 1u << 16);
	clear_color(0, 0, 0, 0);
	m(0x19d0, 0x3c);
	SGPU_ASSERT_EQ(rd32(rt + 64), 0u); /* no scissor enable: all cleared */
	clear_color(1, 1, 1, 1);
	m(0x0e00, 1);
	m(0x19d0, 0x3c);
	SGPU_ASSERT_EQ(rd32(rt), 0xffffffffu);
	SGPU_ASSERT_EQ(rd32(rt + 4), 0u);
	SGPU_ASSERT_EQ(rd32(rt + 64), 0u);
	struct mxw_3d_stats s;
	mxw_3d_stats(state(MXW_3D_CLASS), &s);
	SGPU_ASSERT_EQ(s.clears, (uint64_t)4);
	SGPU_ASSERT_EQ(guest_errors, 0u);
	sgpu_device_destroy(dev);
}

SGPU_TEST(clear_target_beyond_ct_select_or_disabled_does_nothing)
{
	setup(MXW_3D_CLASS);
	SGPU_ASSERT(dev != NULL);
	rt0(0x100000, 0xcf, 4, 4, 16, 0);
	clear_color(1, 1, 1, 1);
	m(0x19d0, 0x3c | 1u << 6); /* target 1: CT_SELECT has one */
	SGPU_ASSERT_EQ(rd32(0x100000), 0u);
	m(0x0810, 0); /* DISABLED */
	m(0x19d0, 0x3c);
	SGPU_ASSERT_EQ(rd32(0x100000), 0u);
	m(0x0810, 0x12); /* not a format of the class */
	m(0x19d0, 0x3c);
	SGPU_ASSERT_EQ(rd32(0x100000), 0u);
	SGPU_ASSERT_EQ(guest_errors, 1u);
	sgpu_device_destroy(dev);
}

/* A few clear values per format, packed by hand from the clb197.h names. */
SGPU_TEST(clear_value_packing)
{
	static const struct {
		uint32_t fmt;
		float c[4];
		bool ints;
		uint32_t ic[4];
		uint64_t lo, hi; /* the first 8 and the next 8 bytes */
	} cases[] = {
	        {0xd5, {1, 0, 0, 1}, false, {0}, 0xff0000ff, 0}, /* A8B8G8R8 */
	        {0x47, {1, 0, 0, 0}, false, {0}, 0x0000ff00, 0}, /* B8G8R8A8 */
	        {0xe8, {1, 0, 0, 0}, false, {0}, 0xf800, 0},     /* R5G6B5 */
	        {0xe9, {0, 0, 1, 1}, false, {0}, 0x801f, 0},     /* A1R5G5B5 */
	        {0xfc, {0, 0, 0, 0}, false, {0}, 0x8000, 0},     /* O1R5G5B5 */
	        {0xd1, {1, 0, 0, 1}, false, {0}, 0xc00003ff, 0}, /* A2B10G10R10 */
	        {0xf2, {1, 0, 0, 0}, false, {0}, 0x3c00, 0},     /* RF16 */
	        {0xca, {-2, 0.5f, 0, 65536}, false, {0}, 0x7c00000038000000ull | 0xc000, 0},
	        {0xe0, {1, 1, 1, 0}, false, {0}, 0x781e03c0, 0},            /* BF10GF11RF11 */
	        {0xd7, {-1, 1, 0, -0.5f}, false, {0}, 0xc0007f81, 0},       /* AN8BN8GN8RN8 */
	        {0xd6, {0.5f, 0, 1, 0.5f}, false, {0}, 0x80ff00bc, 0},      /* sRGB, alpha linear */
	        {0xd8, {0}, true, {0xffffff80, 1000, 5, 0}, 0x00057f80, 0}, /* AS8BS8GS8RS8 */
	        {0xd9, {0}, true, {300, 7, 0, 255}, 0xff0007ff, 0},         /* AU8BU8GU8RU8 */
	        {0xc2, {0}, true, {1, 2, 3, 4}, 0x0000000200000001ull, 0x0000000400000003ull},
	        {0xc6, {1, 0, 0.5f, 0}, false, {0}, 0x000080000000ffffull, 0}, /* R16_G16_B16_A16 */
	        {0xf7, {0, 0, 0, 1}, false, {0}, 0xff, 0},                     /* A8 */
	        {0xfd, {0, 0, 0, 1}, false, {0}, 0, 0},                        /* Z8R8G8B8 */
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct mxw_rt_format *f = mxw_rt_format(cases[i].fmt);
		SGPU_ASSERT(f != NULL);
		uint32_t cv[4];
		for (unsigned k = 0; k < 4; k++)
			cv[k] = cases[i].ints ? cases[i].ic[k] : fbits(cases[i].c[k]);
		uint8_t pix[16], mask[16];
		mxw_rt_pack(f, cv, 0xf, pix, mask);
		uint8_t want[16] = {0};
		for (unsigned k = 0; k < 8; k++) {
			want[k] = (uint8_t)(cases[i].lo >> (8 * k));
			want[8 + k] = (uint8_t)(cases[i].hi >> (8 * k));
		}
		SGPU_ASSERT_MSG(!memcmp(pix, want, f->bytes), "format %s (case %zu)", f->name, i);
		for (unsigned k = 0; k < f->bytes; k++)
			SGPU_ASSERT_EQ(mask[k], 0xff);
	}
	/* the table: every format distinct and sized */
	unsigned n;
	const struct mxw_rt_format *all = mxw_rt_formats(&n);
	SGPU_ASSERT_EQ(n, 68u); /* clb197.h lists 69 values, DISABLED included */
	for (unsigned i = 0; i < n; i++) {
		SGPU_ASSERT(all[i].bytes == 1 || all[i].bytes == 2 || all[i].bytes == 4 ||
		            all[i].bytes == 8 || all[i].bytes == 16);
		SGPU_ASSERT(mxw_rt_format(all[i].code) == &all[i]);
	}
	SGPU_ASSERT_EQ(mxw_f32_to_minifloat(fbits(65520.0f), 10, true),
	               0x7c00u); /* rounds to inf */
	SGPU_ASSERT_EQ(mxw_f32_to_minifloat(fbits(5.96046448e-08f), 10, true), 1u); /* smallest */
	SGPU_ASSERT_EQ(mxw_f32_to_minifloat(fbits(-1.0f), 6, false), 0u);
}

/* Every listed format clears a 3x2 pitch target to its packed value and
 * leaves the pixel after it alone. */
SGPU_TEST(clear_every_format)
{
	setup(MXW_3D_CLASS);
	SGPU_ASSERT(dev != NULL);
	unsigned n;
	const struct mxw_rt_format *all = mxw_rt_formats(&n);
	clear_color(0.25f, 0.5f, 0.75f, 1.0f);
	for (unsigned i = 0; i < n; i++) {
		const uint64_t rt = 0x200000 + 0x1000 * i;
		rt0(rt, all[i].code, 3, 2, 256, 0);
		wr32(rt + 3 * all[i].bytes, 0x5a5a5a5a);
		m(0x19d0, 0x3c);
		uint8_t pix[16], mask[16], got[16];
		uint32_t cv[4] = {fbits(0.25f), fbits(0.5f), fbits(0.75f), fbits(1.0f)};
		mxw_rt_pack(&all[i], cv, 0xf, pix, mask);
		for (unsigned y = 0; y < 2; y++)
			for (unsigned x = 0; x < 3; x++) {
				sgpu_mem_read(dev, SGPU_SPACE_VRAM, rt + y * 256 + x * all[i].bytes,
				              got, all[i].bytes);
				SGPU_ASSERT_MSG(!memcmp(got, pix, all[i].bytes), "%s at %u,%u",
				                all[i].name, x, y);
			}
		SGPU_ASSERT_EQ(rd32(rt + 3 * all[i].bytes), 0x5a5a5a5au);
	}
	SGPU_ASSERT_EQ(guest_errors, 0u);
	sgpu_device_destroy(dev);
}

/* Block-linear: (x, y) lands at the GOB/sector offset computed here
 * independently; layers are ARRAY_PITCH * 4 bytes apart. */
SGPU_TEST(clear_block_linear_and_layers)
{
	setup(MXW_3D_CLASS);
	SGPU_ASSERT(dev != NULL);
	const uint64_t rt = 0x400000;
	rt0(rt, 0xcf, 64, 16, 0, 1); /* 256 bytes x 16 rows, blocks of 2 GOBs */
	m(0x0ff4, 1u << 16 | 17);    /* only x 17 */
	m(0x0ff8, 1u << 16 | 9);     /* only y 9 */
	clear_color(0, 0, 1.0f, 0);
	m(0x19d0, 0x3c);
	/* x bytes 68: GOB column 1; y 9: GOB row 1 of block 0 (16 rows);
	 * in the GOB: x 4, y 1 -> sector (0, 0) row 1: 16 + 4 */
	SGPU_ASSERT_EQ(rd32(rt + 1 * 1024 + 512 + 16 + 4), 0x000000ffu);
	uint32_t nz = 0;
	for (uint32_t a = 0; a < 4096; a += 4)
		nz += rd32(rt + a) != 0;
	SGPU_ASSERT_EQ(nz, 1u);
	/* layer 2 of an array target: LAYER 1 + CLEAR_SURFACE's index 1 */
	m(0x081c, 0x1000 / 4);
	m(0x0820, 1);
	m(0x19d0, 0x3c | 1u << 10);
	SGPU_ASSERT_EQ(rd32(rt + 2 * 0x1000 + 1024 + 512 + 20), 0x000000ffu);
	/* a block height the class does not list */
	m(0x0814, 6u << 4);
	m(0x19d0, 0x3c);
	SGPU_ASSERT_EQ(guest_errors, 1u);
	sgpu_device_destroy(dev);
}

static void zt(uint64_t addr, uint32_t fmt, uint32_t w, uint32_t h)
{
	m(0x0fe0, (uint32_t)(addr >> 32));
	m(0x0fe4, (uint32_t)addr);
	m(0x0fe8, fmt);
	m(0x0fec, 0); /* one GOB per block */
	m(0x0ff0, 0);
	m(0x1228, w);
	m(0x122c, h);
	m(0x1230, 1u << 16);
	m(0x1538, 1); /* ZT_SELECT */
	m(0x0ff4, w << 16);
	m(0x0ff8, h << 16);
}

SGPU_TEST(clear_depth_and_stencil)
{
	setup(MXW_3D_CLASS);
	SGPU_ASSERT(dev != NULL);
	const uint64_t z = 0x600000;
	zt(z, 0x16, 16, 8); /* S8Z24: 64 bytes, one GOB row each */
	m(0x0d90, fbits(1.0f));
	m(0x0da0, 0x5a);
	m(0x19d0, 3);
	SGPU_ASSERT_EQ(rd32(z), 0x5affffffu);
	SGPU_ASSERT_EQ(rd32(z + 512 - 4), 0x5affffffu);
	/* depth only keeps the stencil */
	m(0x0d90, fbits(0.5f));
	m(0x19d0, 1);
	SGPU_ASSERT_EQ(rd32(z), 0x5a800000u);
	/* stencil through the mask when RESPECT_STENCIL_MASK */
	m(0x139c, 0x0f);
	m(0x10f8, 1);
	m(0x0da0, 0xff);
	m(0x19d0, 2);
	SGPU_ASSERT_EQ(rd32(z), 0x5f800000u);
	/* ZF32_X24S8 */
	zt(z, 0x19, 8, 8);
	m(0x0d90, fbits(0.25f));
	m(0x10f8, 0);
	m(0x0da0, 0x12);
	m(0x19d0, 3);
	SGPU_ASSERT_EQ(rd32(z), fbits(0.25f));
	SGPU_ASSERT_EQ(rd32(z + 4) & 0xff, 0x12u);
	/* no ZT_SELECT: nothing */
	m(0x1538, 0);
	m(0x0d90, 0);
	m(0x19d0, 1);
	SGPU_ASSERT_EQ(rd32(z), fbits(0.25f));
	SGPU_ASSERT_EQ(guest_errors, 0u);
	sgpu_device_destroy(dev);
}

/* ------------------------------------------------------------------ report semaphores */

SGPU_TEST(report_semaphore_fence_and_reports)
{
	setup(MXW_3D_CLASS);
	SGPU_ASSERT(dev != NULL);
	/* seed 003's fence: RELEASE, bit 4, unit 0xF, one word */
	m(0x1b00, 0);
	m(0x1b04, 0x30000);
	m(0x1b08, 7);
	wr32(0x30004, 0xdeadbeef);
	m(0x1b0c, 0x1000f010);
	SGPU_ASSERT_EQ(rd32(0x30000), 7u);
	SGPU_ASSERT_EQ(rd32(0x30004), 0xdeadbeefu);
	/* four words: payload, 0, timestamp */
	m(0x1b04, 0x30010);
	m(0x1b0c, 0x0000f010);
	SGPU_ASSERT_EQ(rd32(0x30010), 7u);
	SGPU_ASSERT_EQ(rd32(0x30014), 0u);
	/* the timestamp is PTIMER's time of the method (TIME_0/TIME_1) */
	SGPU_ASSERT_EQ(rd32(0x30018), sgpu_mmio_rd32(dev, 0x009400));
	SGPU_ASSERT_EQ(rd32(0x3001c), sgpu_mmio_rd32(dev, 0x009410));
	/* REPORT_ONLY ZPASS_PIXEL_CNT (Mesa nvc0's occlusion query): 0 */
	wr32(0x30020, 0x1234);
	m(0x1b04, 0x30020);
	m(0x1b0c, 0x0100f002);
	SGPU_ASSERT_EQ(rd32(0x30020), 0u);
	/* reduction: RED_ADD one word */
	wr32(0x30030, 5);
	m(0x1b04, 0x30030);
	m(0x1b08, 3);
	m(0x1b0c, 0x10000008);
	SGPU_ASSERT_EQ(rd32(0x30030), 8u);
	/* ACQUIRE GE stalls until memory reaches the payload */
	m(0x1b08, 9);
	SGPU_ASSERT_EQ(m(0x1b0c, 0x00010001), NV_ENGINE_STALLED);
	wr32(0x30030, 9);
	SGPU_ASSERT_EQ(m(0x1b0c, 0x00010001), NV_ENGINE_ACCEPTED);
	SGPU_ASSERT_EQ(guest_errors, 0u);
	/* misaligned: DATA_ERROR INVALID_ADDRESS_ALIGNMENT */
	m(0x1b04, 0x30031);
	m(0x1b0c, 0x1000f010);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, GR_INTR), 1u << 20);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, GR_DATA_ERROR), 0x0bu);
	sgpu_device_destroy(dev);
}

SGPU_TEST(reductions)
{
	SGPU_ASSERT_EQ(mxw_reduce(1, true, 0xffffffffu, 1), 0xffffffffu); /* MIN signed */
	SGPU_ASSERT_EQ(mxw_reduce(1, false, 0xffffffffu, 1), 1u);
	SGPU_ASSERT_EQ(mxw_reduce(3, false, 4, 4), 0u); /* INC wraps at the payload */
	SGPU_ASSERT_EQ(mxw_reduce(3, false, 3, 4), 4u);
	SGPU_ASSERT_EQ(mxw_reduce(4, false, 0, 4), 4u); /* DEC */
	SGPU_ASSERT_EQ(mxw_reduce(7, false, 6, 3), 5u);
}

/* ------------------------------------------------------------------ draws and dispatches */

SGPU_TEST(draws_are_decoded_and_logged)
{
	setup(MXW_3D_CLASS);
	SGPU_ASSERT(dev != NULL);
	m(0x1c00, 1u << 12 | 0x1c); /* stream 0 stride 0x1c */
	m(0x1c04, 0);
	m(0x1c08, 0x50000);
	m(0x1608, 0);
	m(0x160c, 0x80000);
	m(0x2000 + 64, 1u << 4 | 1); /* VERTEX */
	m(0x2004 + 64, 0x30);
	m(0x1618, 5); /* BEGIN TRIANGLE_STRIP */
	m(0x0d74, 0);
	m(0x0d78, 4);
	m(0x1614, 0);
	SGPU_ASSERT_EQ(unimps, 1u);
	SGPU_ASSERT_STR_CONTAINS(last_unimp, "TRIANGLE_STRIP first 0 count 4");
	SGPU_ASSERT_STR_CONTAINS(last_unimp, "stream 0 0x0000050000 stride 28");
	SGPU_ASSERT_STR_CONTAINS(last_unimp, "VERTEX shader at 0x0000080030");
	m(0x17c8, 0);
	m(0x17cc, 0x60000);
	m(0x17d8, 1);
	m(0x17e8, 4u << 28 | 6u << 16 | 2); /* DRAW_INDEX_BUFFER16_BEGIN_END_INSTANCE_FIRST */
	SGPU_ASSERT_STR_CONTAINS(last_unimp, "TRIANGLES first 2 count 6");
	SGPU_ASSERT_STR_CONTAINS(last_unimp, "2-byte indices");
	struct mxw_3d_stats s;
	mxw_3d_stats(state(MXW_3D_CLASS), &s);
	SGPU_ASSERT_EQ(s.draws, (uint64_t)2);
	SGPU_ASSERT_EQ(guest_errors, 0u);
	m(0x1614, 0); /* END without BEGIN */
	SGPU_ASSERT_EQ(guest_errors, 1u);
	sgpu_device_destroy(dev);
}

SGPU_TEST(compute_dispatch_and_qmd_release)
{
	setup(MXW_COMPUTE_CLASS);
	SGPU_ASSERT(dev != NULL);
	uint32_t q[64] = {0};
	q[8] = 0x100;         /* PROGRAM_OFFSET */
	q[12] = 4;            /* CTA_RASTER_WIDTH */
	q[13] = 2 | 1u << 16; /* HEIGHT 2, DEPTH 1 */
	q[18] = 64u << 16;    /* CTA_THREAD_DIMENSION0 */
	q[19] = 1 | 1u << 16; /* DIMENSION1, 2 */
	q[6] = 1u << 10;      /* SEMAPHORE_RELEASE_ENABLE0 */
	q[23] = 0x31000;      /* RELEASE0_ADDRESS_LOWER */
	q[24] = 1u << 31;     /* RELEASE0_STRUCTURE_SIZE ONE_WORD */
	q[25] = 0x77;         /* RELEASE0_PAYLOAD */
	q[20] = 1;            /* CONSTANT_BUFFER_VALID(0) */
	q[29] = 0x32000;      /* CONSTANT_BUFFER_ADDR_LOWER(0) */
	q[30] = 0x100u << 15; /* CONSTANT_BUFFER_SIZE(0) */
	sgpu_mem_write(dev, SGPU_SPACE_VRAM, 0x40000, q, sizeof(q));
	m(0x02b4, 0x40000 >> 8);
	m(0x02bc, 0);
	SGPU_ASSERT_EQ(rd32(0x31000), 0x77u);
	SGPU_ASSERT_EQ(unimps, 1u);
	SGPU_ASSERT_STR_CONTAINS(last_unimp, "grid 4x2x1 block 64x1x1");
	SGPU_ASSERT_STR_CONTAINS(last_unimp, "cb0 0x0000032000 size 256");
	/* compute reports: RELEASE only (REPORT_ONLY is a DATA_ERROR) */
	m(0x1b04, 0x31010);
	m(0x1b08, 5);
	m(0x1b0c, 0x10000000);
	SGPU_ASSERT_EQ(rd32(0x31010), 5u);
	m(0x1b0c, 0x10000002);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, GR_INTR), 1u << 20);
	sgpu_device_destroy(dev);
}

/* ------------------------------------------------------------------ descriptors */

static unsigned lines;
static char text[8192];

static void collect(void *user, const char *line)
{
	(void)user;
	lines++;
	size_t l = strlen(text);
	snprintf(text + l, sizeof(text) - l, "%s\n", line);
}

SGPU_TEST(tic_tsc_qmd_decode)
{
	/* a block-linear A8B8G8R8 UNORM 2D texture, 256x128, 9 levels, as
	 * Mesa's gm107_create_texture_view builds one */
	uint32_t t[8] = {0};
	t[0] = 0x08 | 2u << 7 | 2u << 10 | 2u << 13 | 2u << 16 | 2u << 19 | 3u << 22 | 4u << 25 |
	       5u << 28;
	t[1] = 0x12345600;
	t[2] = 0x0001 | 3u << 21;  /* address bits 47:32, BLOCKLINEAR */
	t[3] = 4u << 3 | 8u << 28; /* 16 GOBs high; MAX_MIP_LEVEL 8 */
	t[4] = 255 | 1u << 23;     /* TWO_D */
	t[5] = 127 | 1u << 31;
	struct mxw_tic d;
	mxw_tic_decode(t, &d);
	SGPU_ASSERT_EQ(d.version, 3u);
	SGPU_ASSERT_STR_EQ(d.format_name, "A8B8G8R8");
	SGPU_ASSERT_EQ(d.address, (uint64_t)0x112345600);
	SGPU_ASSERT_EQ(d.width, 256u);
	SGPU_ASSERT_EQ(d.height, 128u);
	SGPU_ASSERT_EQ(d.log2_bh, 4u);
	SGPU_ASSERT_EQ(d.texture_type, 1u);
	SGPU_ASSERT_EQ(d.max_mip_level, 8u);
	SGPU_ASSERT(d.normalized);
	text[0] = 0;
	SGPU_ASSERT_EQ(mxw_tic_print(t, collect, NULL), 0u);
	SGPU_ASSERT_STR_CONTAINS(text, "BLOCKLINEAR A8B8G8R8 UNORM/UNORM/UNORM/UNORM swizzle RGBA");
	SGPU_ASSERT_STR_CONTAINS(text, "GOBS_PER_BLOCK_HEIGHT 4 (SIXTEEN_GOBS)");
	SGPU_ASSERT_STR_CONTAINS(text, "TEXTURE_TYPE 1 (TWO_D)");
	/* a reserved bit shows */
	t[7] = 1u << 31;
	text[0] = 0;
	SGPU_ASSERT_EQ(mxw_tic_print(t, collect, NULL), 1u);
	SGPU_ASSERT_STR_CONTAINS(text, "! RESERVED7Y");
	/* pitch version */
	t[2] = 2u << 21;
	t[3] = 0x40; /* pitch 0x800 */
	mxw_tic_decode(t, &d);
	SGPU_ASSERT_EQ(d.pitch, 0x800u);
	/* TSC */
	uint32_t s[8] = {2 | 2u << 3 | 2u << 6, 2 | 2u << 4 | 3u << 6, 0, 0, fbits(1.0f), 0, 0, 0};
	text[0] = 0;
	SGPU_ASSERT_EQ(mxw_tsc_print(s, collect, NULL), 0u);
	SGPU_ASSERT_STR_CONTAINS(text, "ADDRESS_U 2 (CLAMP_TO_EDGE)");
	SGPU_ASSERT_STR_CONTAINS(text, "MIP_FILTER 3 (MIP_LINEAR)");
	SGPU_ASSERT_STR_CONTAINS(text, "BORDER_COLOR_R 0x3f800000");
	/* QMD */
	uint32_t q[64] = {0};
	q[12] = 3;
	q[17] = 0x1000; /* SHARED_MEMORY_SIZE is bits 561:544 */
	struct mxw_qmd qd;
	mxw_qmd_decode(q, &qd);
	SGPU_ASSERT_EQ(qd.grid[0], 3u);
	SGPU_ASSERT_EQ(qd.shared_size, 0x1000u);
	text[0] = 0;
	lines = 0;
	mxw_qmd_print(q, collect, NULL);
	SGPU_ASSERT_STR_CONTAINS(text, "CTA_RASTER_WIDTH 3");
	SGPU_ASSERT_STR_CONTAINS(text, "CONSTANT_BUFFER(7) invalid");
}

/* ------------------------------------------------------------------ random streams */

static uint32_t rng_state;

static uint32_t rnd(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 17;
	rng_state ^= rng_state << 5;
	return rng_state;
}

/* Seeded random methods, biased to the ones that act (clears, reports,
 * draws, launches, macro and constant-buffer methods) with addresses
 * often inside VRAM: no crash, every call returns, and a trap's stall
 * ends when the host services it. */
SGPU_TEST(random_streams_never_crash_or_hang)
{
	static const uint32_t hot[] = {
	        0x19d0, 0x1b0c, 0x0d78, 0x17e0, 0x17e8, 0x1214, 0x1618, 0x1614, 0x2390, 0x2410,
	        0x3800, 0x3804, 0x0118, 0x0120, 0x0124, 0x02b8, 0x02bc, 0x0810, 0x0814, 0x0fe8,
	        0x1538, 0x0ff4, 0x0ff8, 0x10f8, 0x121c, 0x0804, 0x0fe4, 0x02b4, 0x1b04, 0x2388};
	for (uint32_t seed = 1; seed <= 8; seed++) {
		rng_state = seed * 0x9e3779b9u;
		setup(seed & 1 ? MXW_3D_CLASS : MXW_COMPUTE_CLASS);
		SGPU_ASSERT(dev != NULL);
		for (unsigned i = 0; i < 3000; i++) {
			uint32_t r = rnd();
			uint32_t mthd = r & 3 ? hot[rnd() % (sizeof(hot) / sizeof(hot[0]))]
			                      : 0x100 + (rnd() % 0xf40) * 4;
			uint32_t data = rnd();
			switch (rnd() % 4) {
			case 0: data &= 0xfff; break;
			case 1: data &= 0xffffff; break; /* inside VRAM as an address */
			default: break;
			}
			if (mthd == 0x0810 && (rnd() & 1))
				data = 0xc0 + (data & 0x3f); /* a listed colour format */
			if (m(mthd, data) == NV_ENGINE_STALLED) {
				/* a trap or an unsatisfied acquire: service and drop it */
				sgpu_mmio_wr32(dev, GR_INTR, 0xffffffffu);
				sgpu_mmio_wr32(dev, 0x400500, 0x00010001);
			}
			if (seed & 2)
				mxw_gr_call(gr, NULL, CHID, SUBC, 0,
				            rnd() & 1 ? MXW_3D_CLASS : MXW_COMPUTE_CLASS);
		}
		sgpu_device_destroy(dev);
	}
}

/* The inline-to-memory methods inside both classes reach the shared
 * upload path (i2m.h): a pitch upload of 8 bytes. */
SGPU_TEST(inline_to_memory_inside_3d_and_compute)
{
	for (unsigned k = 0; k < 2; k++) {
		setup(k ? MXW_COMPUTE_CLASS : MXW_3D_CLASS);
		SGPU_ASSERT(dev != NULL);
		m(0x0180, 8); /* LINE_LENGTH_IN */
		m(0x0184, 1); /* LINE_COUNT */
		m(0x0188, 0);
		m(0x018c, 0x70000); /* OFFSET_OUT */
		m(0x01b0, 1);       /* LAUNCH_DMA: pitch */
		m(0x01b4, 0x11223344);
		m(0x01b4, 0x55667788);
		SGPU_ASSERT_EQ(rd32(0x70000), 0x11223344u);
		SGPU_ASSERT_EQ(rd32(0x70004), 0x55667788u);
		SGPU_ASSERT_EQ(guest_errors, 0u);
		SGPU_ASSERT_EQ(unimps, 0u);
		sgpu_device_destroy(dev);
	}
}

/* The PGRAPH macro registers reach the channel's MME; an MME error with
 * HWW_ESR_EN is a PGRAPH TRAP with trap status bit 7 (MACRO), as
 * nouveau's gf100_gr_trap_intr reads it. */
SGPU_TEST(macro_registers_and_trap)
{
	setup(MXW_3D_CLASS);
	SGPU_ASSERT(dev != NULL);
	sgpu_mmio_wr32(dev, 0x404490, 0x80000000u); /* HWW_ESR: EN */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x404490) >> 31, 1u);
	m(MXW_3D_CALL_MME_DATA, 5); /* data with no macro: EXTRA_MACRO_DATA */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x404490) & 0x3f, 1u << 1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, GR_INTR), 1u << 21);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x400108) >> 7 & 1, 1u);
	SGPU_ASSERT_EQ(guest_errors >= 1, 1);
	sgpu_device_destroy(dev);
}

/* Texture pools: an entry by index, within MAXIMUM_INDEX. */
SGPU_TEST(texture_pool_entries)
{
	setup(MXW_3D_CLASS);
	SGPU_ASSERT(dev != NULL);
	m(0x1574, 0);
	m(0x1578, 0x80000); /* SET_TEX_HEADER_POOL_A/B */
	m(0x157c, 3);       /* MAXIMUM_INDEX */
	m(0x155c, 0);
	m(0x1560, 0x81000); /* SET_TEX_SAMPLER_POOL_A/B */
	m(0x1564, 0);
	wr32(0x80000 + 2 * 32 + 4, 0x12345600);
	wr32(0x81000 + 8, 0xabc);
	void *st = state(MXW_3D_CLASS);
	struct mxw_ctx c = {.u = gr, .chid = CHID};
	uint32_t w[8];
	SGPU_ASSERT(mxw_3d_tic(&c, st, 2, w));
	SGPU_ASSERT_EQ(w[1], 0x12345600u);
	SGPU_ASSERT(!mxw_3d_tic(&c, st, 4, w));
	SGPU_ASSERT_EQ(w[1], 0u);
	SGPU_ASSERT(mxw_3d_tsc(&c, st, 0, w));
	SGPU_ASSERT_EQ(w[2], 0xabcu);
	SGPU_ASSERT(!mxw_3d_tsc(&c, st, 1, w));
	sgpu_device_destroy(dev);
}

/* A pixel across a page edge (a misaligned pitch target) is written whole;
 * the block-linear fill, a GOB at a time, matches pixel-by-pixel
 * addressing (the GOB formula) everywhere. */
SGPU_TEST(clear_across_pages_and_whole_gobs)
{
	setup(MXW_3D_CLASS);
	SGPU_ASSERT(dev != NULL);
	rt0(0x0ffe, 0xcf, 3, 2, 64, 0);
	clear_color(1, 1, 1, 1);
	m(0x19d0, 0x3c);
	uint8_t b[16];
	sgpu_mem_read(dev, SGPU_SPACE_VRAM, 0x0ffe, b, 12);
	for (unsigned i = 0; i < 12; i++)
		SGPU_ASSERT_EQ(b[i], 0xff);
	SGPU_ASSERT_EQ(rd32(0x0ffe + 64), 0xffffffffu);
	SGPU_ASSERT_EQ(rd32(0x0ffe + 12), 0u);
	/* 40 x 20 R8 pixels of a 100-byte-wide block-linear surface, blocks
	 * of 2 GOBs, at an odd rectangle */
	rt0(0x200000, 0xf3, 100, 40, 0, 1);
	m(0x0ff4, 40u << 16 | 33);
	m(0x0ff8, 20u << 16 | 7);
	clear_color(1, 0, 0, 0);
	m(0x19d0, 0x3c);
	for (uint32_t y = 0; y < 40; y++)
		for (uint32_t x = 0; x < 100; x++) {
			uint32_t gobs_x = 2, rows = 16;
			uint64_t off = ((uint64_t)(y / rows) * gobs_x + x / 64) * 1024 +
			               (y / 8 % 2) * 512 + (x % 64 / 32) * 256 + (y % 8 / 2) * 64 +
			               (x % 32 / 16) * 32 + (y % 2) * 16 + x % 16;
			uint8_t v;
			sgpu_mem_read(dev, SGPU_SPACE_VRAM, 0x200000 + off, &v, 1);
			bool in = x >= 33 && x < 73 && y >= 7 && y < 27;
			SGPU_ASSERT_MSG(v == (in ? 0xff : 0), "pixel %u,%u", x, y);
		}
	sgpu_device_destroy(dev);
}
