/* The GT215 PMU (PDAEMON) as nouveau drives it: 0x022210 (gt215_pmu_enabled,
 * gt215_pmu_reset), the I/O pins at 0x7c0-0x7e4 (NV_PPWR_OUTPUT/INPUT/
 * OUTPUT_SET/OUTPUT_CLR), and a whole boot the way nvkm_pmu_init and
 * gt215_pmu_init do it followed by the MEMX messages nvkm_memx_init/_fini
 * send (INFO, then EXEC of a script), with no guest error logged.
 *
 * The boot runs a stand-in firmware written here that speaks the same host
 * protocol; when nouveau's own source is on the machine it also runs that:
 * set SGPU_NOUVEAU_PMU_FUC to the path of nvkm/subdev/pmu/fuc/gt215.fuc3
 * (Linux drivers/gpu/drm/nouveau/, or the out-of-tree nouveau tree), or
 * have a kernel source tree unpacked under /usr/src/linux*; it is
 * preprocessed with cpp as nouveau's build does and assembled by src/isa/.
 * Nothing of it is in this repository. docs/hw/pdaemon.md. */
#include <glob.h>
#include <stdlib.h>

#include "core/device.h"
#include "falcon/priv.h"
#include "falcon/unit.h"
#include "harness.h"
#include "isa/falcon_priv.h"
#include "isa/isa.h"
#include "softgpu/softgpu.h"

#define PD 0x10a000u
#define PD_ENABLE 0x022210u

/* nouveau fuc/os.h */
#define PROC_MEMX 0x584d454du
#define MEMX_MSG_INFO 0
#define MEMX_MSG_EXEC 1
#define MEMX_INFO_DATA 0
#define MEMX_WR32 3
#define MEMX_WAIT 4
#define MEMX_DELAY 5

static void quiet(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	(void)user;
	if (getenv("FUC_TEST_VERBOSE"))
		fprintf(stderr, "[%d %s] %s\n", (int)level, cat, msg);
}

static sgpu_device *gt215(void)
{
	sgpu_device *dev = NULL;
	if (sgpu_device_create("gt215", NULL, &dev) != SGPU_OK)
		return NULL;
	sgpu_set_log_callback(dev, quiet, NULL);
	return dev;
}

static uint32_t rd(sgpu_device *dev, uint32_t a)
{
	return sgpu_mmio_rd32(dev, a);
}

static void wr(sgpu_device *dev, uint32_t a, uint32_t v)
{
	sgpu_mmio_wr32(dev, a, v);
}

/* nvkm_mask */
static uint32_t mask(sgpu_device *dev, uint32_t a, uint32_t m, uint32_t v)
{
	uint32_t old = rd(dev, a);
	wr(dev, a, (old & ~m) | v);
	return old;
}

/* ------------------------------------------------------------------ 0x022210 */

/* gt215_pmu_enabled reads bit 0; gt215_pmu_reset clears and sets it: a
 * reset of the whole PDAEMON, which is held while the bit is 0. Before
 * the register was modelled it read as open bus (0xbad0ac00: bit 0 clear,
 * so nouveau skipped the reset) with a guest error. */
SGPU_TEST(enable_register_resets_and_holds_pdaemon)
{
	sgpu_device *dev = gt215();
	SGPU_ASSERT(dev);
	struct fuc *f = sgpu_dev_unit(dev, "PDAEMON")->priv;
	SGPU_ASSERT_EQ(rd(dev, PD_ENABLE), 1u);
	/* a running core and some state: exit at 0 would stop it, so loop */
	const uint8_t loop[] = {0xf4, 0x0e, 0x00}; /* bra 0x0 */
	SGPU_ASSERT(fuc_unit_load_code(f, 0, loop, sizeof(loop)));
	wr(dev, PD + 0x040, 0x1234);     /* SCRATCH0 */
	wr(dev, PD + 0x5d0, 0x5678);     /* DSCRATCH0 */
	wr(dev, PD + 0x4d0, 0x00800100); /* H2D */
	wr(dev, PD + 0x100, 2);
	sgpu_run(dev, 1000, NULL);
	SGPU_ASSERT_EQ(f->state, FUC_RUNNING);
	uint64_t cycles = f->cycles;
	SGPU_ASSERT(cycles > 0);

	/* gt215_pmu_reset */
	mask(dev, PD_ENABLE, 1, 0);
	SGPU_ASSERT_EQ(rd(dev, PD_ENABLE), 0u);
	SGPU_ASSERT_EQ(rd(dev, PD + 0x040), 0u);
	SGPU_ASSERT_EQ(rd(dev, PD + 0x5d0), 0u);
	SGPU_ASSERT_EQ(rd(dev, PD + 0x4d0), 0u);
	SGPU_ASSERT(f->state != FUC_RUNNING);
	/* held: a start while the bit is clear does not run the core */
	SGPU_ASSERT(fuc_unit_load_code(f, 0, loop, sizeof(loop)));
	wr(dev, PD + 0x100, 2);
	cycles = f->cycles;
	sgpu_run(dev, 1000, NULL);
	SGPU_ASSERT_EQ(f->cycles, cycles);
	mask(dev, PD_ENABLE, 1, 1);
	SGPU_ASSERT_EQ(rd(dev, PD_ENABLE), 1u);
	sgpu_run(dev, 1000, NULL);
	SGPU_ASSERT(f->cycles > cycles);
	/* other bits are not known: they read 0 */
	wr(dev, PD_ENABLE, 0xfffffffe);
	SGPU_ASSERT_EQ(rd(dev, PD_ENABLE), 0u);
	wr(dev, PD_ENABLE, 0xffffffff);
	SGPU_ASSERT_EQ(rd(dev, PD_ENABLE), 1u);
	SGPU_ASSERT_EQ(sgpu_log_count(dev, SGPU_LOG_GUEST_ERROR), 0u);
	/* a device reset enables it again */
	wr(dev, PD_ENABLE, 0);
	sgpu_device_reset(dev);
	SGPU_ASSERT_EQ(rd(dev, PD_ENABLE), 1u);
	sgpu_device_destroy(dev);
}

/* ------------------------------------------------------------------ pins */

static bool assemble(const char *src, struct isa_asm_result *res)
{
	memset(res, 0, sizeof(*res));
	bool ok = isa_assemble(&fuc_isa, FUC_V3, 0, src, strlen(src), "test.s", ISA_OUT_RAW, res);
	if (!ok)
		fprintf(stderr, "%s", res->errors ? res->errors : "assembly failed\n");
	return ok;
}

/* The firmware side of the pins, with nouveau's accesses: memx_func_enter
 * (OUTPUT_SET FB_PAUSE, poll OUTPUT), memx_exec's reply (INPUT), i2c_
 * drive/sense (OUTPUT_SET/CLR of an SCL/SDA bit, INPUT), memx_func_leave
 * (OUTPUT_CLR FB_PAUSE). The I/O addresses are host offset << 6. */
static const char pins_fw[] = "\tclear b32 $r0\n"
                              "\tmov $r1 0x7c0\n\tshl b32 $r1 6\n" /* OUTPUT */
                              "\tmov $r2 0x7c4\n\tshl b32 $r2 6\n" /* INPUT */
                              "\tmov $r3 0x7e0\n\tshl b32 $r3 6\n" /* OUTPUT_SET */
                              "\tmov $r4 0x7e4\n\tshl b32 $r4 6\n" /* OUTPUT_CLR */
                              "\tiord $r5 I[$r2]\n"                /* INPUT at rest */
                              "\tmov $r6 4\n\tiowr I[$r3] $r6\n"   /* FB_PAUSE */
                              "wait_pause:\n"
                              "\tiord $r6 I[$r1]\n\tand $r6 4\n\tbra z #wait_pause\n"
                              "\tiord $r7 I[$r2]\n"                   /* FB_PAUSED */
                              "\tmov $r6 0x3000\n\tiowr I[$r3] $r6\n" /* I2C_0 SCL, SDA */
                              "\tiord $r8 I[$r2]\n"
                              "\tmov $r6 0x2000\n\tiowr I[$r4] $r6\n" /* SDA low */
                              "\tiord $r9 I[$r2]\n"
                              "\tmov $r6 4\n\tiowr I[$r4] $r6\n"
                              "wait_resume:\n"
                              "\tiord $r6 I[$r1]\n\tand $r6 4\n\tbra nz #wait_resume\n"
                              "\tiord $r10 I[$r2]\n"
                              "\texit\n";

SGPU_TEST(pins_output_input_as_nouveau_uses_them)
{
	for (int blocks = 0; blocks < 2; blocks++) {
		sgpu_device *dev = gt215();
		SGPU_ASSERT(dev);
		struct fuc *f = sgpu_dev_unit(dev, "PDAEMON")->priv;
		f->no_blocks = !blocks;
		struct isa_asm_result res;
		SGPU_ASSERT(assemble(pins_fw, &res));
		SGPU_ASSERT(fuc_unit_load_code(f, 0, res.data, res.size));
		isa_asm_result_free(&res);
		/* edge interrupts on FB_PAUSED rising and SDA falling, line 13 */
		wr(dev, PD + 0x7d4, 0x4);
		wr(dev, PD + 0x7d8, 0x2000);
		wr(dev, PD + 0x100, 2);
		sgpu_run(dev, 10000, NULL);
		SGPU_ASSERT_EQ(f->stop_reason, FUC_STOP_EXIT);
		/* no display heads, I2C released... PPCI_INTR_N high: no host interrupt */
		SGPU_ASSERT_EQ(f->r[5], 0x400u);
		SGPU_ASSERT_EQ(f->r[7], 0x404u);
		SGPU_ASSERT_EQ(f->r[8], 0x3404u);
		SGPU_ASSERT_EQ(f->r[9], 0x1404u);
		SGPU_ASSERT_EQ(f->r[10], 0x1400u);
		SGPU_ASSERT_EQ(rd(dev, PD + 0x7c0), 0x1000u);
		SGPU_ASSERT_EQ(rd(dev, PD + 0x7c4), 0x1400u);
		/* edges seen, enabled ones on falcon line 13 */
		SGPU_ASSERT_EQ(rd(dev, PD + 0x7cc), 0x3004u);
		SGPU_ASSERT_EQ(rd(dev, PD + 0x7d0), 0x2004u);
		SGPU_ASSERT(rd(dev, PD + 0x008) & (1u << 13));
		wr(dev, PD + 0x7cc, 0xffffffff);
		wr(dev, PD + 0x7d0, 0x2000);
		SGPU_ASSERT_EQ(rd(dev, PD + 0x7d0), 0x4u);
		SGPU_ASSERT(!(rd(dev, PD + 0x008) & (1u << 13)));
		/* the host's view: PPCI_INTR_N falls while the host line is up */
		wr(dev, 0x140, 2);
		wr(dev, 0x100, 0x80000000u); /* PMC software interrupt */
		SGPU_ASSERT(sgpu_irq_level(dev));
		SGPU_ASSERT_EQ(rd(dev, PD + 0x7c4) & 0x400, 0u);
		/* INPUT is read-only */
		wr(dev, PD + 0x7c4, 0);
		SGPU_ASSERT_EQ(sgpu_log_count(dev, SGPU_LOG_GUEST_ERROR), 1u);
		sgpu_device_destroy(dev);
	}
}

/* ------------------------------------------------------------------ boot as nouveau */

/* A stand-in for nouveau's gt215.fuc3 with its host protocol: the rings
 * announced in H2D/D2H, messages of four words (process, message, data0,
 * data1), MEMX INFO answered with the script buffer, MEMX EXEC with
 * (time, INPUT) as memx_exec replies, INTR bit 6 raised per reply. */
static const char standin_fw[] =
        "\tmov $r1 0x100\n\tsethi $r1 0x800000\n" /* host ring: 0x100, 0x80 bytes */
        "\tmov $r2 0x3400\n\tsethi $r2 0x10000\n" /* H2D */
        "\tiowr I[$r2] $r1\n"
        "\tmov $r1 0x180\n\tsethi $r1 0x800000\n" /* reply ring: 0x180 */
        "\tmov $r2 0x3700\n\tsethi $r2 0x10000\n" /* D2H */
        "\tiowr I[$r2] $r1\n"
        "\tmov $r10 0x2800\n\tsethi $r10 0x10000\n"  /* FIFO_PUT0 */
        "\tmov $r11 0x2c00\n\tsethi $r11 0x10000\n"  /* FIFO_GET0 */
        "\tmov $r12 0x3200\n\tsethi $r12 0x10000\n"  /* RFIFO_PUT */
        "\tmovw $r13 0xf100\n\tsethi $r13 0x10000\n" /* INPUT (0x7c4 << 6) */
        "\tclear b32 $r0\n"
        "loop:\n"
        "\tiord $r3 I[$r10]\n\tiord $r4 I[$r11]\n"
        "\tcmp b32 $r3 $r4\n\tbra e #loop\n"
        "\tand $r5 $r4 7\n\tshl b32 $r5 4\n\tadd b32 $r5 0x100\n"
        "\tld b32 $r6 D[$r5]\n\tld b32 $r7 D[$r5 + 4]\n"
        "\tadd b32 $r4 1\n\tand $r4 0xf\n\tiowr I[$r11] $r4\n"
        "\tmov $r8 0x400\n\tmov $r9 0x800\n" /* INFO: script buffer */
        "\tcmp b32 $r7 1\n\tbra ne #reply\n"
        "\tclear b32 $r8\n\tiord $r9 I[$r13]\n" /* EXEC: time, INPUT */
        "reply:\n"
        "\tiord $r3 I[$r12]\n"
        "\tand $r5 $r3 7\n\tshl b32 $r5 4\n\tadd b32 $r5 0x180\n"
        "\tst b32 D[$r5] $r6\n\tst b32 D[$r5 + 4] $r7\n"
        "\tst b32 D[$r5 + 8] $r8\n\tst b32 D[$r5 + 0xc] $r9\n"
        "\tadd b32 $r3 1\n\tand $r3 0xf\n\tiowr I[$r12] $r3\n"
        "\tmov $r1 0x40\n\tiowr I[$r0] $r1\n" /* INTR_SET bit 6 */
        "\tbra #loop\n";

struct image {
	uint32_t *code, *data;
	size_t ncode, ndata; /* words */
};

static void image_free(struct image *im)
{
	free(im->code);
	free(im->data);
}

/* The words of one "uint32_t NAME[] = {" array of `-a -w` output whose
 * name ends in suffix. */
static uint32_t *carray_words(const char *text, const char *suffix, size_t *n)
{
	*n = 0;
	for (const char *p = text; (p = strstr(p, "uint32_t ")) != NULL; p++) {
		const char *name = p + 9, *br = strchr(name, '[');
		size_t sl = strlen(suffix);
		if (!br || (size_t)(br - name) < sl || strncmp(br - sl, suffix, sl))
			continue;
		const char *end = strstr(br, "};");
		uint32_t *w = malloc(0x10000 * sizeof(*w));
		if (!w || !end)
			return free(w), NULL;
		for (const char *q = strchr(br, '{'); q && q < end; q++) {
			if (q[0] == '/' && q[1] == '*') {
				const char *c = strstr(q, "*/");
				q = c ? c + 1 : end;
			} else if (q[0] == '0' && q[1] == 'x' && *n < 0x10000) {
				char *e;
				w[(*n)++] = (uint32_t)strtoul(q, &e, 16);
				q = e - 1;
			}
		}
		return w;
	}
	return NULL;
}

static bool standin_image(struct image *im)
{
	struct isa_asm_result res;
	if (!assemble(standin_fw, &res))
		return false;
	im->ncode = (res.size + 3) / 4;
	im->code = calloc(im->ncode ? im->ncode : 1, 4);
	im->data = calloc(0x200, 4);
	im->ndata = 0x200;
	if (im->code)
		memcpy(im->code, res.data, res.size);
	isa_asm_result_free(&res);
	return im->code && im->data;
}

/* nouveau's gt215.fuc3 from SGPU_NOUVEAU_PMU_FUC: `cpp -CC file | cpp |
 * sed '/^#/d'` as nouveau's build runs it, then `-a -w` as fuc3. */
static bool nouveau_image(const char *path, struct image *im)
{
	char cmd[2048];
	const char *slash = strrchr(path, '/');
	if (strchr(path, '\'') || strlen(path) > 1500)
		return false;
	snprintf(cmd, sizeof(cmd), "cd '%.*s' && cpp -CC '%s' | cpp | sed '/^#/d'",
	         slash ? (int)(slash - path) : 1, slash ? path : ".", slash ? slash + 1 : path);
	FILE *p = popen(cmd, "r");
	if (!p)
		return false;
	size_t cap = 1 << 20, len = 0;
	char *src = malloc(cap);
	while (src && len < cap && (len += fread(src + len, 1, cap - len, p)) < cap && !feof(p))
		;
	bool ok = pclose(p) == 0 && src && len < cap;
	struct isa_asm_result res;
	if (ok) {
		ok = isa_assemble(&fuc_isa, FUC_V3, 0, src, len, path, ISA_OUT_CARRAY32, &res);
		if (!ok)
			fprintf(stderr, "%s", res.errors ? res.errors : "");
		if (ok) {
			char *text = malloc(res.size + 1);
			if (text) {
				memcpy(text, res.data, res.size);
				text[res.size] = 0;
				im->code = carray_words(text, "_code", &im->ncode);
				im->data = carray_words(text, "_data", &im->ndata);
			}
			free(text);
			ok = im->code && im->data;
		}
		isa_asm_result_free(&res);
	}
	free(src);
	return ok;
}

/* nvkm_msec: polls until (R[addr] & m) == want (or != want when !eq),
 * running the device meanwhile; false on time-out. */
static bool wait_reg(sgpu_device *dev, uint32_t addr, uint32_t m, uint32_t want, bool eq)
{
	for (int i = 0; i < 2000; i++) {
		if (((rd(dev, addr) & m) == want) == eq)
			return true;
		sgpu_run(dev, 1000, NULL);
	}
	return false;
}

struct pmu {
	sgpu_device *dev;
	uint32_t send_base, recv_base;
};

/* nvkm_pmu_reset */
static bool pmu_reset(struct pmu *p)
{
	sgpu_device *dev = p->dev;
	if (!(rd(dev, PD_ENABLE) & 1)) /* gt215_pmu_enabled */
		return false;
	/* "wait for idle": nouveau goes on when it times out (a firmware
	 * polling its rings never is), and so do we */
	wr(dev, PD + 0x014, 0xffff);
	wait_reg(dev, PD + 0x04c, ~0u, 0, true);
	mask(dev, PD_ENABLE, 1, 0); /* gt215_pmu_reset */
	mask(dev, PD_ENABLE, 1, 1);
	rd(dev, PD_ENABLE);
	wait_reg(dev, PD + 0x10c, 6, 0, true); /* scrubbing */
	return true;
}

/* gt215_pmu_init */
static bool pmu_init(struct pmu *p, const struct image *im)
{
	sgpu_device *dev = p->dev;
	wr(dev, PD + 0x1c0, 0x01000000);
	for (size_t i = 0; i < im->ndata; i++)
		wr(dev, PD + 0x1c4, im->data[i]);
	wr(dev, PD + 0x180, 0x01000000);
	for (size_t i = 0; i < (im->ncode + 0x3f) / 0x40 * 0x40; i++) {
		if ((i & 0x3f) == 0)
			wr(dev, PD + 0x188, (uint32_t)(i >> 6));
		wr(dev, PD + 0x184, i < im->ncode ? im->code[i] : 0);
	}
	wr(dev, PD + 0x10c, 0);
	wr(dev, PD + 0x104, 0);
	wr(dev, PD + 0x100, 2);
	if (!wait_reg(dev, PD + 0x4d0, ~0u, 0, false) || !wait_reg(dev, PD + 0x4dc, ~0u, 0, false))
		return false;
	p->send_base = rd(dev, PD + 0x4d0) & 0xffff;
	p->recv_base = rd(dev, PD + 0x4dc) & 0xffff;
	wr(dev, PD + 0x010, 0xe0);
	return true;
}

static void mutex_take(sgpu_device *dev, uint32_t token)
{
	for (int i = 0; i < 100 && rd(dev, PD + 0x580) != token; i++)
		wr(dev, PD + 0x580, token);
}

/* gt215_pmu_send with a reply, and gt215_pmu_recv run when INTR bit 6 is
 * up (nouveau's gt215_pmu_intr schedules it). */
static bool pmu_send(struct pmu *p, uint32_t reply[2], uint32_t process, uint32_t message,
                     uint32_t data0, uint32_t data1)
{
	sgpu_device *dev = p->dev;
	uint32_t addr = rd(dev, PD + 0x4a0);
	if (!wait_reg(dev, PD + 0x4b0, ~0u, addr ^ 8, false))
		return false;
	mutex_take(dev, 1);
	wr(dev, PD + 0x1c0, 0x01000000u | (((addr & 7) << 4) + p->send_base));
	wr(dev, PD + 0x1c4, process);
	wr(dev, PD + 0x1c4, message);
	wr(dev, PD + 0x1c4, data0);
	wr(dev, PD + 0x1c4, data1);
	wr(dev, PD + 0x4a0, (addr + 1) & 0xf);
	wr(dev, PD + 0x580, 0);
	for (int n = 0; n < 16; n++) {
		if (!wait_reg(dev, PD + 0x008, 0x40, 0, false))
			return false;
		wr(dev, PD + 0x004, 0x40);
		uint32_t get = rd(dev, PD + 0x4cc);
		while (get != rd(dev, PD + 0x4c8)) {
			uint32_t m[4];
			mutex_take(dev, 2);
			wr(dev, PD + 0x1c0, 0x02000000u | (((get & 7) << 4) + p->recv_base));
			for (int i = 0; i < 4; i++)
				m[i] = rd(dev, PD + 0x1c4);
			get = (get + 1) & 0xf;
			wr(dev, PD + 0x4cc, get);
			wr(dev, PD + 0x580, 0);
			if (m[0] == process && m[1] == message) {
				reply[0] = m[2];
				reply[1] = m[3];
				return true;
			}
		}
	}
	return false;
}

/* nvkm_memx_init, a script (nvkm_memx_wr32, _wait, _nsec) and
 * nvkm_memx_fini(exec): the MEMX messages nouveau's GT215 reclocking sends.
 * ENTER/LEAVE (nvkm_memx_block) are left out: the firmware's enter code
 * reads PBUS 0x1610 on GT215, which no unit of ours maps. */
static bool memx_exec(struct pmu *p, uint32_t reply[2])
{
	sgpu_device *dev = p->dev;
	uint32_t info[2];
	if (!pmu_send(p, info, PROC_MEMX, MEMX_MSG_INFO, MEMX_INFO_DATA, 0) || !info[1])
		return false;
	do {
		wr(dev, PD + 0x580, 3);
	} while (rd(dev, PD + 0x580) != 3);
	wr(dev, PD + 0x1c0, 0x01000000u | info[0]);
	const uint32_t script[] = {
	        2u << 16 | MEMX_WR32,  0x104040, 0x12345678, /* PCOPY SCRATCH0 */
	        4u << 16 | MEMX_WAIT,  0x104040, 0xffffffff, 0x12345678, 10000,
	        1u << 16 | MEMX_DELAY, 2000,
	};
	for (size_t i = 0; i < sizeof(script) / sizeof(script[0]); i++)
		wr(dev, PD + 0x1c4, script[i]);
	uint32_t finish = rd(dev, PD + 0x1c0) & 0x00ffffff;
	wr(dev, PD + 0x580, 0);
	return pmu_send(p, reply, PROC_MEMX, MEMX_MSG_EXEC, info[0], finish);
}

/* Boots an image twice (power-on, then again over the running firmware,
 * as a resume does: the reset through 0x022210 must stop it), each time
 * followed by a MEMX EXEC; true if all answered. */
static bool boot_as_nouveau(const struct image *im, bool blocks, bool real, uint32_t *input)
{
	struct pmu p = {gt215(), 0, 0};
	if (!p.dev)
		return false;
	struct fuc *f = sgpu_dev_unit(p.dev, "PDAEMON")->priv;
	f->no_blocks = !blocks;
	bool ok = true;
	for (int round = 0; round < 2 && ok; round++) {
		uint32_t reply[2] = {0, 0};
		ok = pmu_reset(&p) && rd(p.dev, PD + 0x4d0) == 0 && pmu_init(&p, im) &&
		     memx_exec(&p, reply);
		if (ok && real) /* the script ran */
			ok = rd(p.dev, 0x104040) == 0x12345678;
		*input = reply[1];
		if (getenv("FUC_TEST_VERBOSE"))
			fprintf(stderr, "round %d: EXEC reply %08x %08x, %llu cycles\n", round,
			        reply[0], reply[1], (unsigned long long)f->cycles);
		if (!ok && getenv("FUC_TEST_VERBOSE"))
			fprintf(stderr, "round %d failed: pc %x state %d\n", round,
			        f->sr[FUC_SR_PC], (int)f->state);
		wr(p.dev, 0x104040, 0);
	}
	ok = ok && sgpu_log_count(p.dev, SGPU_LOG_GUEST_ERROR) == 0 &&
	     sgpu_log_count(p.dev, SGPU_LOG_UNIMP) == 0;
	sgpu_device_destroy(p.dev);
	return ok;
}

SGPU_TEST(boots_as_nouveau_with_standin_firmware)
{
	struct image im = {0};
	SGPU_ASSERT(standin_image(&im));
	uint32_t input = 0;
	SGPU_ASSERT(boot_as_nouveau(&im, true, false, &input));
	SGPU_ASSERT_EQ(input & ~0x400u, 0u);
	SGPU_ASSERT(boot_as_nouveau(&im, false, false, &input));
	image_free(&im);
}

SGPU_TEST(boots_as_nouveau_with_nouveau_firmware)
{
	const char *path = getenv("SGPU_NOUVEAU_PMU_FUC");
	glob_t g = {0};
	if ((!path || !*path) &&
	    glob("/usr/src/linux*/drivers/gpu/drm/nouveau/nvkm/subdev/pmu/fuc/gt215.fuc3", 0, NULL,
	         &g) == 0 &&
	    g.gl_pathc)
		path = g.gl_pathv[0]; /* an unpacked kernel source tree */
	if (!path || !*path) {
		printf("SGPU_NOUVEAU_PMU_FUC not set and no /usr/src/linux*: nouveau's gt215.fuc3 "
		       "not run (the stand-in test covers the protocol)\n");
		globfree(&g);
		return;
	}
	struct image im = {0};
	SGPU_ASSERT_MSG(nouveau_image(path, &im), "cannot build %s", path);
	SGPU_ASSERT(im.ncode > 0x100 && im.ndata > 0x100);
	uint32_t input = 0;
	SGPU_ASSERT(boot_as_nouveau(&im, true, true, &input));
	SGPU_ASSERT_EQ(input & ~0x400u, 0u);
	image_free(&im);
	globfree(&g);
}
