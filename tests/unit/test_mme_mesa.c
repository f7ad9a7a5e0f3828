/* Mesa's nvc0 macros (src/gallium/drivers/nouveau/nvc0/mme/com9097.mme,
 * com90c0.mme) on the macro processor: each source assembles with the
 * macro ISA table to exactly the words of its shipped .mme.h, and each
 * macro runs with parameters shaped like the driver's, its emitted methods
 * checked against what the comment above it says it does (as a class that
 * records draws, constant-buffer data and query writes would see them).
 *
 * Mesa's files are not part of softgpu: the test reads them from a Mesa git
 * directory, $SGPU_MESA_GIT (default: the pop-os/mesa mirror used for
 * docs/hw/maxwell.md), and is skipped (exit 77) when there is none. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "harness.h"
#include "isa/isa.h"
#include "isa/nv_isa.h"
#include "nv/maxwell/mme.h"

#define MME_DIR "src/gallium/drivers/nouveau/nvc0/mme/"

/* ------------------------------------------------------------ Mesa's files */

static char *git_show(const char *path, const char *cmd_prefix)
{
	const char *git = getenv("SGPU_MESA_GIT");
	if (!git)
		git = "/work/.mirror/pop-os+mesa/repo";
	char cmd[1024];
	snprintf(cmd, sizeof(cmd), "%sgit --git-dir='%s' show HEAD:%s 2>/dev/null", cmd_prefix, git,
	         path);
	FILE *p = popen(cmd, "r");
	if (!p)
		return NULL;
	size_t cap = 1 << 16, n = 0;
	char *buf = malloc(cap);
	size_t k;
	while (buf && (k = fread(buf + n, 1, cap - n - 1, p)) > 0) {
		n += k;
		if (n + 1 == cap)
			buf = realloc(buf, cap *= 2);
	}
	int rc = pclose(p);
	if (!buf || rc != 0 || n == 0) {
		free(buf);
		return NULL;
	}
	buf[n] = 0;
	return buf;
}

struct macro {
	char name[64];
	uint32_t w[256];
	unsigned n;
};

static struct macro macros[32];
static unsigned nmacros;

/* The arrays of a .mme.h: "[const ]uint32_t NAME[] = {", words, "};" */
static void parse_arrays(const char *h)
{
	const char *s = h;
	while ((s = strstr(s, "uint32_t ")) && nmacros < 32) {
		struct macro *m = &macros[nmacros];
		s += 9;
		unsigned i = 0;
		while (*s && *s != '[' && i < sizeof(m->name) - 1)
			m->name[i++] = *s++;
		m->name[i] = 0;
		const char *end = strstr(s, "};");
		if (!end)
			break;
		m->n = 0;
		for (const char *q = s; q < end && m->n < 256;) {
			const char *x = strstr(q, "\t0x");
			if (!x || x > end)
				break;
			m->w[m->n++] = (uint32_t)strtoul(x + 1, NULL, 16);
			q = x + 3;
		}
		nmacros++;
		s = end;
	}
}

static const struct macro *find_macro(const char *name)
{
	for (unsigned i = 0; i < nmacros; i++)
		if (!strcmp(macros[i].name, name))
			return &macros[i];
	return NULL;
}

static void need_mesa(void)
{
	static int have = -1;
	if (have < 0) {
		char *a = git_show(MME_DIR "com9097.mme.h", "");
		char *b = git_show(MME_DIR "com90c0.mme.h", "");
		have = a && b;
		if (have) {
			parse_arrays(a);
			parse_arrays(b);
		}
		free(a);
		free(b);
	}
	if (!have) {
		printf("no Mesa git directory ($SGPU_MESA_GIT): skipped\n");
		exit(77);
	}
}

/* Both sources, through cpp as Mesa's Makefile has envyas read them,
 * assemble to the shipped arrays (Mesa added "const" to com9097's by hand). */
SGPU_TEST(sources_assemble_to_the_shipped_arrays)
{
	need_mesa();
	static const char *const files[] = {"com9097", "com90c0"};
	for (unsigned f = 0; f < 2; f++) {
		char path[128], h[128];
		snprintf(path, sizeof(path), MME_DIR "%s.mme", files[f]);
		snprintf(h, sizeof(h), MME_DIR "%s.mme.h", files[f]);
		char *hdr = git_show(h, "");
		SGPU_ASSERT(hdr);
		/* cpp -P on the source, as Mesa's Makefile has envyas read it */
		char *src = git_show(path, "");
		SGPU_ASSERT(src);
		char tmp[512];
		snprintf(tmp, sizeof(tmp), "%s/%s.mme", sgpu_test_tmpdir(), files[f]);
		FILE *o = fopen(tmp, "w");
		SGPU_ASSERT(o);
		fputs(src, o);
		fclose(o);
		char cmd[1100];
		snprintf(cmd, sizeof(cmd), "cpp -P '%s'", tmp);
		FILE *p = popen(cmd, "r");
		SGPU_ASSERT(p);
		static char text[1 << 17];
		size_t n = fread(text, 1, sizeof(text) - 1, p);
		pclose(p);
		text[n] = 0;
		SGPU_ASSERT(n > 100);
		struct isa_asm_result res;
		bool ok = isa_assemble(&macro_isa, 0, 0, text, n, "mme.i", ISA_OUT_CARRAY32, &res);
		SGPU_ASSERT_MSG(ok, "%s", res.errors ? res.errors : "");
		/* drop Mesa's hand-added "const " */
		char *want = malloc(strlen(hdr) + 1), *d = want;
		for (const char *s = hdr; *s;)
			if (!strncmp(s, "const uint32_t", 14))
				s += 6;
			else
				*d++ = *s++;
		*d = 0;
		/* line by line: one word of the shipped set_priv_reg has an exit
		 * flag its source lacks (Mesa commit 2c3b6243002 changed both;
		 * envyas makes 0xffff8837 from that source too), see maxwell.md */
		const char *a = (const char *)res.data, *b = want;
		const char *aend = a + res.size;
		unsigned diffs = 0, line = 0;
		while (a < aend && *b) {
			const char *na = memchr(a, '\n', (size_t)(aend - a)), *nb = strchr(b, '\n');
			if (!na || !nb)
				break;
			line++;
			size_t la = (size_t)(na - a), lb = (size_t)(nb - b);
			if (la != lb || memcmp(a, b, la)) {
				bool known = f == 0 && !strncmp(a, "\t0xffff8837,", la) &&
				             !strncmp(b, "\t0xffff88b7,", lb);
				SGPU_ASSERT_MSG(known, "%s.mme.h line %u: %.*s, shipped %.*s",
				                files[f], line, (int)la, a, (int)lb, b);
				diffs++;
			}
			a = na + 1;
			b = nb + 1;
		}
		SGPU_ASSERT(a == aend && !*b);
		SGPU_ASSERT_EQ(diffs, f == 0 ? 1 : 0);
		isa_asm_result_free(&res);
		free(want);
		free(src);
		free(hdr);
	}
	SGPU_ASSERT_EQ(nmacros, 17);
}

/* ----------------------------------------------------- a recording class */

/* NVC0/NVB197 3D and compute methods the macros use (clb197.h, clb1c0.h,
 * Mesa's nvc0_3d.xml.h and nvc0_compute.xml.h) */
#define M_NOP 0x0100
#define M_WAIT_FOR_IDLE 0x0110
#define M_GRIDDIM_YX 0x0238
#define M_GRIDDIM_Z 0x023c
#define M_COMPUTE_BEGIN 0x029c
#define M_UNK2EC 0x02ec /* the geometry/tessellation line-mode control */
#define M_UNK360 0x0360
#define M_LAUNCH 0x0368
#define M_COMPUTE_END 0x0a04
#define M_UNKA08 0x0a08
#define M_SUBPIXEL_PRECISION 0x0a1c
#define M_VERTEX_BUFFER_FIRST 0x0d74
#define M_VERTEX_BUFFER_COUNT 0x0d78
#define M_POLYGON_MODE_FRONT 0x0dac
#define M_POLYGON_MODE_BACK 0x0db0
#define M_VERTEX_ID_BASE 0x1118
#define M_CONSERVATIVE_RASTER 0x1148
#define M_BLEND_ENABLE(i) (0x1360 + (i)*4)
#define M_VB_ELEMENT_BASE 0x1434
#define M_VB_INSTANCE_BASE 0x1438
#define M_VERTEX_END_GL 0x1614
#define M_VERTEX_BEGIN_GL 0x1618
#define M_INDEX_BATCH_FIRST 0x17dc
#define M_INDEX_BATCH_COUNT 0x17e0
#define M_VERTEX_ARRAY_PER_INSTANCE(i) (0x1880 + (i)*4)
#define M_QUERY_ADDRESS_HIGH 0x1b00
#define M_QUERY_ADDRESS_LOW 0x1b04
#define M_QUERY_SEQUENCE 0x1b08
#define M_QUERY_GET 0x1b0c
#define M_VERTEX_ARRAY_START_HIGH(i) (0x1c04 + (i)*16)
#define M_VERTEX_ARRAY_START_LOW(i) (0x1c08 + (i)*16)
#define M_VERTEX_ARRAY_LIMIT_HIGH(i) (0x1f00 + (i)*8)
#define M_VERTEX_ARRAY_LIMIT_LOW(i) (0x1f04 + (i)*8)
#define M_SP_SELECT(i) (0x2000 + (i)*0x40)
#define M_FIRMWARE(i) (0x2300 + (i)*4)
#define M_CB_POS 0x238c
#define M_CB_DATA(i) (0x2390 + (i)*4)
#define M_SCRATCH(i) (0x3400 + (i)*4)

#define GL_LINE 0x1b01
#define GL_FILL 0x1b02

struct draw {
	bool indexed;
	uint32_t mode, first, count, elem_base, inst_base, vid_base;
	uint32_t cb[3]; /* the last three constant buffer words before it */
};

struct qwrite {
	uint64_t addr;
	uint32_t value;
};

struct cls {
	uint32_t store[0x1000];
	unsigned nsends;
	uint32_t smthd[2048], sdata[2048];
	struct draw draws[64];
	unsigned ndraws;
	bool count_indexed;
	uint32_t cb[256];
	unsigned ncb;
	struct qwrite q[16];
	unsigned nq;
	unsigned nops;
	bool firmware; /* SCRATCH(0) = 1 after FIRMWARE(4), as the GR falcon */
	unsigned traps;
};

#define ST(c, m) ((c)->store[(m) / 4])

static uint32_t cls_read(void *ctx, uint32_t method)
{
	struct cls *c = ctx;
	return c->store[method / 4 & 0xfff];
}

static void cls_send(void *ctx, uint32_t method, uint32_t data)
{
	struct cls *c = ctx;
	if (c->nsends < 2048) {
		c->smthd[c->nsends] = method;
		c->sdata[c->nsends] = data;
		c->nsends++;
	}
	c->store[method / 4 & 0xfff] = data;
	if (method == M_INDEX_BATCH_COUNT)
		c->count_indexed = true;
	if (method == M_VERTEX_BUFFER_COUNT)
		c->count_indexed = false;
	if (method >= M_CB_DATA(0) && method <= M_CB_DATA(15) && c->ncb < 256)
		c->cb[c->ncb++] = data;
	if (method == M_NOP)
		c->nops++;
	if (method == M_FIRMWARE(4) && c->firmware)
		ST(c, M_SCRATCH(0)) = 1;
	if (method == M_QUERY_GET && c->nq < 16)
		c->q[c->nq++] = (struct qwrite){(uint64_t)ST(c, M_QUERY_ADDRESS_HIGH) << 32 |
		                                        ST(c, M_QUERY_ADDRESS_LOW),
		                                ST(c, M_QUERY_SEQUENCE)};
	if (method == M_VERTEX_END_GL && c->ndraws < 64) {
		struct draw *d = &c->draws[c->ndraws++];
		d->indexed = c->count_indexed;
		d->mode = ST(c, M_VERTEX_BEGIN_GL);
		d->first = d->indexed ? ST(c, M_INDEX_BATCH_FIRST) : ST(c, M_VERTEX_BUFFER_FIRST);
		d->count = d->indexed ? ST(c, M_INDEX_BATCH_COUNT) : ST(c, M_VERTEX_BUFFER_COUNT);
		d->elem_base = ST(c, M_VB_ELEMENT_BASE);
		d->inst_base = ST(c, M_VB_INSTANCE_BASE);
		d->vid_base = ST(c, M_VERTEX_ID_BASE);
		for (unsigned i = 0; i < 3; i++)
			d->cb[i] = c->ncb >= 3 - i ? c->cb[c->ncb - 3 + i] : 0;
	}
}

static void cls_trap(void *ctx, uint32_t esr)
{
	struct cls *c = ctx;
	(void)esr;
	c->traps++;
}

static const struct gf100_mme_ops cls_ops = {cls_read, cls_send, cls_trap, NULL, NULL};

static struct gf100_mme mme;

/* Fresh class state with Mesa's macro loaded at 0 as macro 0, then the
 * call: CALL_MME_MACRO(0) with p[0], CALL_MME_DATA with the rest. */
static bool run(struct cls *c, const char *name, const uint32_t *p, unsigned n)
{
	const struct macro *m = find_macro(name);
	if (!m)
		return false;
	gf100_mme_init(&mme, 0, &cls_ops, c, NULL);
	gf100_mme_method(&mme, GF100_MME_M_LOAD_INSTRUCTION_RAM_POINTER, 0);
	for (unsigned i = 0; i < m->n; i++)
		gf100_mme_method(&mme, GF100_MME_M_LOAD_INSTRUCTION_RAM, m->w[i]);
	gf100_mme_method(&mme, GF100_MME_M_LOAD_START_ADDRESS_RAM_POINTER, 0);
	gf100_mme_method(&mme, GF100_MME_M_LOAD_START_ADDRESS_RAM, 0);
	for (unsigned i = 0; i < n; i++) {
		uint32_t mthd = i ? GF100_MME_M_CALL_DATA(0) : GF100_MME_M_CALL_MACRO(0);
		while (gf100_mme_method(&mme, mthd, p[i]) == GF100_MME_STALL)
			gf100_mme_run(&mme, 1u << 20);
		gf100_mme_run(&mme, 1u << 20);
	}
	/* the pushbuffer goes on: a plain method after the call */
	gf100_mme_run(&mme, 1u << 20);
	gf100_mme_method(&mme, M_NOP + 4, 0);
	return mme.state == GF100_MME_IDLE && !(mme.esr & 0x3f) && !c->traps;
}

static struct cls *cls_new(void)
{
	struct cls *c = calloc(1, sizeof(*c));
	return c;
}

/* ------------------------------------------------------------- the macros */

/* "Bitfield version of NVC0_3D_VERTEX_ARRAY_PER_INSTANCE[]. Args: size,
 * bitfield" */
SGPU_TEST(per_instance_bf)
{
	need_mesa();
	static const uint32_t sizes[] = {1, 5, 16, 32};
	for (unsigned k = 0; k < 4; k++) {
		struct cls *c = cls_new();
		uint32_t p[] = {sizes[k], 0x8000a5b6};
		SGPU_ASSERT(run(c, "mme9097_per_instance_bf", p, 2));
		SGPU_ASSERT_EQ(c->nsends, sizes[k]);
		for (unsigned i = 0; i < sizes[k]; i++) {
			SGPU_ASSERT_EQ(c->smthd[i], M_VERTEX_ARRAY_PER_INSTANCE(i));
			SGPU_ASSERT_EQ(c->sdata[i], p[1] >> i & 1);
		}
		free(c);
	}
}

/* "for (i = 0; i < 8; ++i) [NVC0_3D_BLEND_ENABLE(i)] = BIT(i of arg)" */
SGPU_TEST(blend_enables)
{
	need_mesa();
	static const uint32_t args[] = {0, 0xff, 0xa5, 0x81};
	for (unsigned k = 0; k < 4; k++) {
		struct cls *c = cls_new();
		SGPU_ASSERT(run(c, "mme9097_blend_enables", &args[k], 1));
		SGPU_ASSERT_EQ(c->nsends, 8);
		for (unsigned i = 0; i < 8; i++) {
			SGPU_ASSERT_EQ(c->smthd[i], M_BLEND_ENABLE(i));
			SGPU_ASSERT_EQ(c->sdata[i], args[k] >> i & 1);
		}
		free(c);
	}
}

/* arg = the array, then limit high/low and start high/low, as nvc0_vbo.c
 * sends them: "[0x1c04 + (arg & 0xf) * 16 + 0] = start high" etc. (the
 * macro does the "less functionality" version: no limit/start fix-up) */
SGPU_TEST(vertex_array_select)
{
	need_mesa();
	for (uint32_t a = 0; a < 16; a += 5) {
		struct cls *c = cls_new();
		uint32_t p[] = {a, 0x12, 0x3456789a, 0x01, 0x00001000};
		SGPU_ASSERT(run(c, "mme9097_vertex_array_select", p, 5));
		SGPU_ASSERT_EQ(c->nsends, 4);
		SGPU_ASSERT_EQ(ST(c, M_VERTEX_ARRAY_START_HIGH(a)), 0x01);
		SGPU_ASSERT_EQ(ST(c, M_VERTEX_ARRAY_START_LOW(a)), 0x1000);
		SGPU_ASSERT_EQ(ST(c, M_VERTEX_ARRAY_LIMIT_HIGH(a)), 0x12);
		SGPU_ASSERT_EQ(ST(c, M_VERTEX_ARRAY_LIMIT_LOW(a)), 0x3456789a);
		free(c);
	}
}

/* The four polygon-mode / shader-select macros: the method itself, and
 * "[02ec] = 0 if a tessellation evaluation or geometry shader is selected,
 * else BYTE(1 of [0x3410]) << 4 if either polygon mode is GL_LINE, else
 * BYTE(0 of [0x3410]) << 4", with the NOTE's substitutions (0x3410 =
 * 0x80002006, "== GL_LINE" as "& 1", "SP_SELECT(i) == (i << 4) | 1" as "& 1"). */
SGPU_TEST(polygon_modes_and_shader_selects)
{
	need_mesa();
	static const struct {
		const char *name;
		uint32_t method;
	} ms[] = {
	        {"mme9097_poly_mode_front", M_POLYGON_MODE_FRONT},
	        {"mme9097_poly_mode_back", M_POLYGON_MODE_BACK},
	        {"mme9097_gp_select", M_SP_SELECT(4)},
	        {"mme9097_tep_select", M_SP_SELECT(3)},
	};
	static const uint32_t modes[] = {GL_FILL, GL_LINE};
	for (unsigned k = 0; k < 4; k++)
		for (unsigned f = 0; f < 2; f++)
			for (unsigned b = 0; b < 2; b++)
				for (unsigned t = 0; t < 2; t++)
					for (unsigned g = 0; g < 2; g++)
						for (unsigned a = 0; a < 2; a++) {
							struct cls *c = cls_new();
							ST(c, M_POLYGON_MODE_FRONT) = modes[f];
							ST(c, M_POLYGON_MODE_BACK) = modes[b];
							ST(c, M_SP_SELECT(3)) = 0x30 | t;
							ST(c, M_SP_SELECT(4)) = 0x40 | g;
							uint32_t arg =
							        k < 2 ? modes[a]
							              : (k == 2 ? 0x40 : 0x30) | a;
							SGPU_ASSERT(run(c, ms[k].name, &arg, 1));
							SGPU_ASSERT_EQ(ST(c, ms[k].method), arg);
							bool tep = ST(c, M_SP_SELECT(3)) & 1;
							bool gp = ST(c, M_SP_SELECT(4)) & 1;
							bool line = (ST(c, M_POLYGON_MODE_FRONT) |
							             ST(c, M_POLYGON_MODE_BACK)) &
							            1;
							uint32_t want = tep || gp ? 0
							                : line    ? 0x200
							                          : 0x60;
							SGPU_ASSERT_EQ(ST(c, M_UNK2EC), want);
							SGPU_ASSERT_EQ(c->smthd[c->nsends - 1],
							               M_UNK2EC);
							free(c);
						}
}

struct indirect {
	uint32_t count, instances, start, bias, start_instance;
};

/* The draws an indirect draw macro must make, from its comment: every
 * command's instance_count draws (instance n > 0 with the INSTANCE_NEXT
 * bit 26 of the mode), VERTEX_ID_BASE = VB_ELEMENT_BASE = index_bias,
 * VB_INSTANCE_BASE = start_instance, and the constant buffer words
 * (index_bias or 0, start_instance, draw id) before them. */
static bool check_draws(const struct cls *c, uint32_t mode, uint32_t drawid,
                        const struct indirect *cmd, unsigned ncmd, bool indexed)
{
	unsigned k = 0;
	for (unsigned i = 0; i < ncmd; i++)
		for (uint32_t j = 0; j < cmd[i].instances; j++, k++) {
			const struct draw *d = &c->draws[k];
			if (k >= c->ndraws || d->indexed != indexed ||
			    d->mode != (mode | (j ? 1u << 26 : 0)) || d->first != cmd[i].start ||
			    d->count != cmd[i].count || d->inst_base != cmd[i].start_instance ||
			    d->cb[0] != (indexed ? cmd[i].bias : 0) ||
			    d->cb[1] != cmd[i].start_instance || d->cb[2] != drawid + i)
				return false;
			if (indexed && (d->elem_base != cmd[i].bias || d->vid_base != cmd[i].bias))
				return false;
		}
	return k == c->ndraws;
}

static const struct indirect cmds[] = {
        {36, 1, 0, 0, 0},
        {6, 3, 100, 7, 2},
        {12, 0, 5, 5, 5}, /* no instances: no draw */
        {3, 2, 0xfffff000, 0xffffff00, 0x10},
};

/* NVC0_3D_MACRO_DRAW_ELEMENTS_INDIRECT: "Saves and restores
 * VB_ELEMENT,INSTANCE_BASE. Forcefully sets VERTEX_ID_BASE to the value of
 * VB_ELEMENT_BASE." arg = mode, start_drawid, numparams, 5 words a draw. */
SGPU_TEST(draw_elts_indirect)
{
	need_mesa();
	struct cls *c = cls_new();
	ST(c, M_VB_ELEMENT_BASE) = 0x111;
	ST(c, M_VB_INSTANCE_BASE) = 0x222;
	uint32_t p[2 + 3 + 5 * 4] = {0x4, 9, 4};
	for (unsigned i = 0; i < 4; i++) {
		p[3 + 5 * i] = cmds[i].count;
		p[3 + 5 * i + 1] = cmds[i].instances;
		p[3 + 5 * i + 2] = cmds[i].start;
		p[3 + 5 * i + 3] = cmds[i].bias;
		p[3 + 5 * i + 4] = cmds[i].start_instance;
	}
	SGPU_ASSERT(run(c, "mme9097_draw_elts_indirect", p, 3 + 5 * 4));
	SGPU_ASSERT(check_draws(c, 0x4, 9, cmds, 4, true));
	SGPU_ASSERT_EQ(c->ndraws, 6);
	SGPU_ASSERT_EQ(ST(c, M_VB_ELEMENT_BASE), 0x111);
	SGPU_ASSERT_EQ(ST(c, M_VB_INSTANCE_BASE), 0x222);
	SGPU_ASSERT_EQ(ST(c, M_VERTEX_ID_BASE), 0x111);
	free(c);
}

/* NVC0_3D_MACRO_DRAW_ARRAYS_INDIRECT: "Saves and restores
 * VB_INSTANCE_BASE." arg = mode, start_drawid, numparams, 4 words a draw. */
SGPU_TEST(draw_arrays_indirect)
{
	need_mesa();
	struct cls *c = cls_new();
	ST(c, M_VB_INSTANCE_BASE) = 0x222;
	uint32_t p[3 + 4 * 4] = {0x5, 2, 4};
	for (unsigned i = 0; i < 4; i++) {
		p[3 + 4 * i] = cmds[i].count;
		p[3 + 4 * i + 1] = cmds[i].instances;
		p[3 + 4 * i + 2] = cmds[i].start;
		p[3 + 4 * i + 3] = cmds[i].start_instance;
	}
	SGPU_ASSERT(run(c, "mme9097_draw_arrays_indirect", p, 3 + 4 * 4));
	SGPU_ASSERT(check_draws(c, 0x5, 2, cmds, 4, false));
	SGPU_ASSERT_EQ(ST(c, M_VB_INSTANCE_BASE), 0x222);
	free(c);
}

/* The _COUNT variants: parm[2] = totaldraws; min(numparams, totaldraws -
 * start_drawid) draws, every parameter consumed (no MISSING/EXTRA data);
 * "SCRATCH[2] = draws left". */
SGPU_TEST(draw_indirect_count)
{
	need_mesa();
	static const uint32_t totals[] = {0, 1, 3, 9, 4}; /* with start_drawid 4: <= start */
	for (unsigned t = 0; t < 5; t++)
		for (unsigned idx = 0; idx < 2; idx++) {
			unsigned words = idx ? 5 : 4;
			uint32_t start_drawid = t == 4 ? 4 : 0;
			struct cls *c = cls_new();
			ST(c, M_VB_ELEMENT_BASE) = 0x111;
			ST(c, M_VB_INSTANCE_BASE) = 0x222;
			uint32_t p[4 + 5 * 4] = {0x6, start_drawid, 4, totals[t]};
			for (unsigned i = 0; i < 4; i++) {
				uint32_t *q = &p[4 + words * i];
				q[0] = cmds[i].count;
				q[1] = cmds[i].instances;
				q[2] = cmds[i].start;
				if (idx) {
					q[3] = cmds[i].bias;
					q[4] = cmds[i].start_instance;
				} else {
					q[3] = cmds[i].start_instance;
				}
			}
			SGPU_ASSERT(run(c,
			                idx ? "mme9097_draw_elts_indirect_count"
			                    : "mme9097_draw_arrays_indirect_count",
			                p, 4 + words * 4));
			unsigned n = t == 4 ? 0 : totals[t] < 4 ? totals[t] : 4;
			SGPU_ASSERT_MSG(check_draws(c, 0x6, start_drawid, cmds, n, idx),
			                "total %u indexed %u: %u draws", totals[t], idx, c->ndraws);
			SGPU_ASSERT_EQ(ST(c, M_VB_INSTANCE_BASE), 0x222);
			if (idx) {
				SGPU_ASSERT_EQ(ST(c, M_VB_ELEMENT_BASE), 0x111);
				SGPU_ASSERT_EQ(ST(c, M_VERTEX_ID_BASE), 0x111);
			}
			free(c);
		}
}

/* NVC0_3D_MACRO_QUERY_BUFFER_WRITE: nothing until the actual sequence
 * reaches the desired one; then end - start (64-bit), clamped to arg when
 * arg != 0 (one word), else both words, written by QUERY_GET. */
SGPU_TEST(query_buffer_write)
{
	need_mesa();
	static const struct {
		uint32_t clamp;
		uint64_t end, start;
		uint32_t desired, actual;
	} cs[] = {
	        {0, 0x100000005ull, 0x3, 7, 7},
	        {0, 0x100000005ull, 0x6, 7, 8},
	        {0, 50, 10, 7, 6}, /* not ready */
	        {100, 50, 10, 1, 1},
	        {30, 50, 10, 1, 1},
	        {30, 0x100000000ull, 0, 1, 1},
	        {0xffffffff, 0x1ffffffffull, 0x100000000ull, 3, 3},
	};
	for (unsigned k = 0; k < sizeof(cs) / sizeof(cs[0]); k++) {
		struct cls *c = cls_new();
		uint32_t p[] = {cs[k].clamp,
		                (uint32_t)cs[k].end,
		                (uint32_t)(cs[k].end >> 32),
		                (uint32_t)cs[k].start,
		                (uint32_t)(cs[k].start >> 32),
		                cs[k].desired,
		                cs[k].actual,
		                0x12,
		                0x34560000};
		SGPU_ASSERT(run(c, "mme9097_query_buffer_write", p, 9));
		uint64_t v = cs[k].end - cs[k].start;
		if (cs[k].actual < cs[k].desired) {
			SGPU_ASSERT_EQ(c->nq, 0);
		} else if (cs[k].clamp) {
			SGPU_ASSERT_EQ(c->nq, 1);
			SGPU_ASSERT_EQ(c->q[0].addr, 0x1234560000ull);
			SGPU_ASSERT_EQ(c->q[0].value, v > cs[k].clamp ? cs[k].clamp : v);
		} else {
			SGPU_ASSERT_EQ(c->nq, 2);
			SGPU_ASSERT_EQ(c->q[0].addr, 0x1234560000ull);
			SGPU_ASSERT_EQ(c->q[0].value, (uint32_t)v);
			SGPU_ASSERT_EQ(c->q[1].addr, 0x1234560004ull);
			SGPU_ASSERT_EQ(c->q[1].value, (uint32_t)(v >> 32));
		}
		free(c);
	}
}

/* NVC0_3D_MACRO_CONSERVATIVE_RASTER_STATE: arg = biasx | biasy << 4 |
 * (dilation * 4) << 8 | mode << 10; "sets CONSERVATIVE_RASTER to one";
 * the biases go to SUBPIXEL_PRECISION, dilation and mode to the firmware
 * through the scratch registers. */
SGPU_TEST(conservative_raster_state)
{
	need_mesa();
	static const uint32_t args[] = {0, 0x3 | 0x5 << 4 | 2 << 8 | 1 << 10, 0x7ff};
	for (unsigned k = 0; k < 3; k++) {
		struct cls *c = cls_new();
		SGPU_ASSERT(run(c, "mme9097_conservative_raster_state", &args[k], 1));
		uint32_t a = args[k];
		SGPU_ASSERT_EQ(ST(c, M_CONSERVATIVE_RASTER), 1);
		SGPU_ASSERT_EQ(c->smthd[c->nsends - 1], M_CONSERVATIVE_RASTER);
		SGPU_ASSERT_EQ(ST(c, M_SUBPIXEL_PRECISION), (a & 0xf) | (a >> 4 & 0xf) << 8);
		SGPU_ASSERT_EQ(ST(c, M_SCRATCH(1)), (a >> 8 & 7) << 23);
		SGPU_ASSERT_EQ(ST(c, M_SCRATCH(2)), 7u << 23);
		SGPU_ASSERT_EQ(ST(c, M_FIRMWARE(4)), 0x831u << 11);
		free(c);
	}
}

/* NVC0_3D_MACRO_SET_PRIV_REG: "Requests the GR Falcon to set a MMIO
 * register": value and mask in SCRATCH(1..2), the register to FIRMWARE(4);
 * then NOPs until the falcon answers in SCRATCH(0) (when SCRATCH(26)'s low
 * byte is 2), or ten NOPs. */
SGPU_TEST(set_priv_reg)
{
	need_mesa();
	for (unsigned k = 0; k < 2; k++) {
		struct cls *c = cls_new();
		c->firmware = true;
		ST(c, M_SCRATCH(26)) = k ? 0x102 : 0x1;
		uint32_t p[] = {0x419e10, 0x5, 0xff};
		SGPU_ASSERT(run(c, "mme9097_set_priv_reg", p, 3));
		SGPU_ASSERT_EQ(ST(c, M_SCRATCH(1)), 0x5);
		SGPU_ASSERT_EQ(ST(c, M_SCRATCH(2)), 0xff);
		SGPU_ASSERT_EQ(ST(c, M_FIRMWARE(4)), 0x419e10);
		SGPU_ASSERT_EQ(c->nops, k ? 1 : 10);
		free(c);
	}
	/* no falcon to answer: the wait ends on the instruction limit */
	struct cls *c = cls_new();
	ST(c, M_SCRATCH(26)) = 0x2;
	uint32_t p[] = {0x419e10, 0x5, 0xff};
	SGPU_ASSERT(!run(c, "mme9097_set_priv_reg", p, 3));
	SGPU_ASSERT_EQ(mme.esr & 0x3f, GF100_MME_ESR_MAX_INSTR_LIMIT);
	free(c);
}

/* NVC0_3D_MACRO_COMPUTE_COUNTER: "takes 6 values ... and adds their
 * product to the current value" in SCRATCH[4] (low) and [5] (high). */
SGPU_TEST(compute_counter)
{
	need_mesa();
	struct cls *c = cls_new();
	ST(c, M_SCRATCH(4)) = 0xfffffff0;
	ST(c, M_SCRATCH(5)) = 0x1;
	uint32_t p[] = {6, 1000, 300, 7, 64, 8, 2};
	SGPU_ASSERT(run(c, "mme9097_compute_counter", p, 7));
	uint64_t want = 0x1fffffff0ull + 1000ull * 300 * 7 * 64 * 8 * 2;
	SGPU_ASSERT_EQ(ST(c, M_SCRATCH(4)), (uint32_t)want);
	SGPU_ASSERT_EQ(ST(c, M_SCRATCH(5)), (uint32_t)(want >> 32));
	free(c);
}

/* NVC0_3D_MACRO_COMPUTE_COUNTER_TO_QUERY: "writes out the indirect counter
 * plus a direct value to the given address using QUERY_GET (64-bit value)" */
SGPU_TEST(compute_counter_to_query)
{
	need_mesa();
	struct cls *c = cls_new();
	ST(c, M_SCRATCH(4)) = 0xfffffff0;
	ST(c, M_SCRATCH(5)) = 0x1;
	uint32_t p[] = {0x20, 0x3, 0x1, 0xfffffffc};
	SGPU_ASSERT(run(c, "mme9097_compute_counter_to_query", p, 4));
	uint64_t v = 0x1fffffff0ull + 0x300000020ull;
	SGPU_ASSERT_EQ(c->nq, 2);
	SGPU_ASSERT_EQ(c->q[0].addr, 0x1fffffffcull);
	SGPU_ASSERT_EQ(c->q[0].value, (uint32_t)v);
	SGPU_ASSERT_EQ(c->q[1].addr, 0x200000000ull);
	SGPU_ASSERT_EQ(c->q[1].value, (uint32_t)(v >> 32));
	free(c);
}

/* NVC0_CP_MACRO_LAUNCH_GRID_INDIRECT (compute class): arg = num_groups_x,
 * then y and z; "num_groups_y << 16 | num_groups_x" and z to GRIDDIM, then
 * the launch; a zero dimension launches nothing. */
SGPU_TEST(launch_grid_indirect)
{
	need_mesa();
	static const uint32_t dims[][3] = {{4, 5, 6}, {0, 5, 6}, {4, 0, 6}, {4, 5, 0}, {1, 1, 1}};
	for (unsigned k = 0; k < 5; k++) {
		struct cls *c = cls_new();
		SGPU_ASSERT(run(c, "mme90c0_launch_grid_indirect", dims[k], 3));
		bool launch = dims[k][0] && dims[k][1] && dims[k][2];
		if (!launch) {
			SGPU_ASSERT_EQ(c->nsends, 0);
		} else {
			static const uint32_t mthd[] = {M_GRIDDIM_YX, M_GRIDDIM_Z, M_COMPUTE_BEGIN,
			                                M_UNKA08,     M_LAUNCH,    M_COMPUTE_END,
			                                M_UNK360};
			uint32_t data[] = {
			        dims[k][1] << 16 | dims[k][0], dims[k][2], 0, 0, 0x1000, 0, 1};
			SGPU_ASSERT_EQ(c->nsends, 7);
			for (unsigned i = 0; i < 7; i++) {
				SGPU_ASSERT_EQ(c->smthd[i], mthd[i]);
				SGPU_ASSERT_EQ(c->sdata[i], data[i]);
			}
		}
		free(c);
	}
}
