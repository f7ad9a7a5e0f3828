/* The Maxwell GR front end (src/nv/maxwell/gr.c) on direct method calls:
 * class binding, the ILLEGAL_CLASS trap and its stall until the host
 * writes FIFO_ACCESS (nouveau gf100_gr_intr), classes the chip names but
 * softgpu does not model yet, memory access on physical and translated
 * addresses with the MMU fault path. docs/hw/maxwell.md. */
#include <string.h>

#include "core/device.h"
#include "harness.h"
#include "nv/maxwell/mxw.h"
#include "softgpu/softgpu.h"

#define GR_INTR 0x400100
#define GR_INTR_EN 0x40013c
#define GR_FIFO_ACCESS 0x400500
#define GR_TRAPPED_ADDR 0x400704
#define GR_TRAPPED_DATA 0x400708
#define GR_SUBC_CLASS(s) (0x404200 + 4 * (s))
#define PMC_INTR 0x000100

static unsigned guest_errors, unimps;

static void capture(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	(void)user;
	(void)cat;
	(void)msg;
	if (level == SGPU_LOG_GUEST_ERROR)
		guest_errors++;
	if (level == SGPU_LOG_UNIMP)
		unimps++;
}

static sgpu_device *gm20b(struct sgpu_unit **gr)
{
	sgpu_device *d = NULL;
	struct sgpu_device_config cfg = {.vram_size = 16u << 20, .sysmem_size = 1u << 20};
	if (sgpu_device_create("gm20b", &cfg, &d) != SGPU_OK)
		return NULL;
	guest_errors = unimps = 0;
	sgpu_set_log_callback(d, capture, NULL);
	*gr = sgpu_dev_unit(d, "PGRAPH");
	return d;
}

SGPU_TEST(illegal_class_traps_and_stalls)
{
	struct sgpu_unit *gr;
	sgpu_device *d = gm20b(&gr);
	SGPU_ASSERT(d != NULL && gr != NULL);
	sgpu_mmio_wr32(d, GR_INTR_EN, 0xffffffffu);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, GR_FIFO_ACCESS) & 1, 1u);
	/* a class no engine of the chip has */
	SGPU_ASSERT_EQ(mxw_gr_call(gr, NULL, 3, 2, 0, 0x1234), NV_ENGINE_ACCEPTED);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, GR_INTR), 1u << 5);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, GR_TRAPPED_ADDR), 2u << 16);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, GR_TRAPPED_DATA), 0x1234u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, GR_SUBC_CLASS(2)), 0u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, GR_FIFO_ACCESS) & 1, 0u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, PMC_INTR) >> 12 & 1, 1u);
	SGPU_ASSERT_EQ(guest_errors, 1u);
	/* stalled: methods wait */
	SGPU_ASSERT_EQ(mxw_gr_call(gr, NULL, 3, 2, 0, 0x902d), NV_ENGINE_STALLED);
	/* the host services it as nouveau does */
	sgpu_mmio_wr32(d, GR_INTR, 1u << 5);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, PMC_INTR) >> 12 & 1, 0u);
	SGPU_ASSERT_EQ(mxw_gr_call(gr, NULL, 3, 2, 0, 0x902d), NV_ENGINE_STALLED);
	sgpu_mmio_wr32(d, GR_FIFO_ACCESS, 0x00010001);
	SGPU_ASSERT_EQ(mxw_gr_call(gr, NULL, 3, 2, 0, 0x902d), NV_ENGINE_ACCEPTED);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, GR_SUBC_CLASS(2)), 0x902du);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, GR_INTR), 0u);
	sgpu_device_destroy(d);
}

SGPU_TEST(method_on_unbound_subchannel_is_illegal_class)
{
	struct sgpu_unit *gr;
	sgpu_device *d = gm20b(&gr);
	SGPU_ASSERT(d != NULL && gr != NULL);
	SGPU_ASSERT_EQ(mxw_gr_call(gr, NULL, 0, 4, 0x200, 7), NV_ENGINE_ACCEPTED);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, GR_INTR), 1u << 5);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, GR_TRAPPED_ADDR), 4u << 16 | 0x200);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, GR_TRAPPED_DATA), 7u);
	sgpu_device_destroy(d);
}

/* Every class the chip names binds; one GR does not model logs UNIMP
 * once per binding and its methods are taken. */
SGPU_TEST(named_classes_bind)
{
	static const uint32_t cls[] = {0x902d, 0xa140, 0xb0b5, 0xb197, 0xb1c0, 0x5ec0};
	struct sgpu_unit *gr;
	sgpu_device *d = gm20b(&gr);
	SGPU_ASSERT(d != NULL && gr != NULL);
	for (unsigned i = 0; i < 5; i++) {
		SGPU_ASSERT_EQ(mxw_gr_call(gr, NULL, 1, i, 0, cls[i]), NV_ENGINE_ACCEPTED);
		SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, GR_SUBC_CLASS(i)), cls[i]);
	}
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, GR_INTR), 0u);
	SGPU_ASSERT_EQ(guest_errors, 0u);
	sgpu_device_destroy(d);
}

/* Memory: direct calls address VRAM physically; through an address
 * space without page tables every access faults on the GR engine's MMU
 * fault record (gk104 unit 0). */
SGPU_TEST(memory_access_and_faults)
{
	struct sgpu_unit *gr;
	sgpu_device *d = gm20b(&gr);
	SGPU_ASSERT(d != NULL && gr != NULL);
	struct mxw_ctx c = {.u = gr, .chid = 0};
	SGPU_ASSERT(mxw_wr32(&c, 0x1000, 0xdeadbeef));
	uint32_t v = 0;
	SGPU_ASSERT(sgpu_mem_read(d, SGPU_SPACE_VRAM, 0x1000, &v, 4) == SGPU_OK);
	SGPU_ASSERT_EQ(v, 0xdeadbeefu);
	SGPU_ASSERT(mxw_rd32(&c, 0x1000, &v));
	SGPU_ASSERT_EQ(v, 0xdeadbeefu);
	size_t got;
	uint8_t kind;
	uint8_t *p = mxw_span(&c, 0x1ff0, 64, false, false, &got, &kind);
	SGPU_ASSERT(p != NULL);
	SGPU_ASSERT_EQ(got, (size_t)16);
	/* past VRAM */
	SGPU_ASSERT(!mxw_rd32(&c, 64u << 20, &v));
	SGPU_ASSERT_EQ(v, 0u);
	SGPU_ASSERT_EQ(guest_errors, 1u);
	/* an address space with an empty page directory */
	struct gf100_vmctx vm = {.big_shift = 17, .pdb_aper = GF100_APER_VID, .pdb = 0x10000};
	c.vm = &vm;
	c.inst = 0x8000;
	SGPU_ASSERT(!mxw_wr32(&c, 0x200000, 1));
	SGPU_ASSERT_EQ(guest_errors, 2u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x002100) >> 28 & 1, 1u); /* PFIFO MMU_FAULT */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x00259c), 1u << 0);      /* unit 0: GR */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x002804), 0x200000u);
	sgpu_device_destroy(d);
}
