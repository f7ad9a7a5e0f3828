/* GF100+ PBUS: the BAR0 PRAMIN window, BAR1 (gm20b, gv100) and BAR2
 * (gv100, PCI BAR 3) through their instance blocks' page tables as
 * nouveau's bar/gf100.c binds them, BAR faults on both chips' fault
 * paths, and gv100's fault buffers: the non-replayable one in BAR2's
 * address space (nouveau gv100_fault_buffer_init writes a BAR2 address)
 * and the replayable one's registers. docs/hw/bars.md,
 * docs/hw/gf100-host.md. */
#include <string.h>

#include "harness.h"
#include "softgpu/softgpu.h"

#define PD 0x10000u
#define PT 0x20000u
#define BAR_INST 0x8000u
#define BAR1_BLOCK 0x001704
#define BIND_STATUS 0x001710
#define BAR2_BLOCK 0x001714
#define PFIFO_INTR 0x002100
#define FAULT_ENGINES 0x00259c
#define NISO_INTR 0x100a20
#define NISO_EN_SET 0x100a2c
#define FB_LO(i) (0x100e24 + 0x14 * (i))
#define FB_HI(i) (0x100e28 + 0x14 * (i))
#define FB_GET(i) (0x100e2c + 0x14 * (i))
#define FB_PUT(i) (0x100e30 + 0x14 * (i))
#define FB_SIZE(i) (0x100e34 + 0x14 * (i))
#define FAULT_STATUS 0x100e60

static unsigned guest_errors;

static void capture(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	(void)user;
	(void)cat;
	(void)msg;
	if (level == SGPU_LOG_GUEST_ERROR)
		guest_errors++;
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

/* va -> pa, 4 KiB: GF100 format (gm20b, 64 KiB big pages) or VER2. */
static void map4k(sgpu_device *d, bool volta, uint64_t va, uint64_t pa)
{
	if (!volta) {
		mw64(d, PD + 8 * (va >> 26), (uint64_t)1 << 32 | (uint64_t)(PT >> 8) << 32);
		mw64(d, PT + 8 * (va >> 12 & 0x3fff), (pa >> 8) | 1);
		return;
	}
	mw64(d, PD, (uint64_t)(PT >> 12) << 8 | 2);
	mw64(d, PT, (uint64_t)((PT + 0x1000) >> 12) << 8 | 2);
	mw64(d, PT + 0x1000, (uint64_t)((PT + 0x2000) >> 12) << 8 | 2);
	mw64(d, PT + 0x2000 + 16 * (va >> 21 & 0xff) + 8, (uint64_t)((PT + 0x3000) >> 12) << 8 | 2);
	mw64(d, PT + 0x3000 + 8 * (va >> 12 & 0x1ff), (pa >> 12) << 8 | 1);
}

static sgpu_device *chip(const char *name)
{
	sgpu_device *d = NULL;
	struct sgpu_device_config cfg = {.vram_size = 16u << 20, .sysmem_size = 1u << 20};
	if (sgpu_device_create(name, &cfg, &d) != SGPU_OK)
		return NULL;
	guest_errors = 0;
	sgpu_set_log_callback(d, capture, NULL);
	bool volta = strcmp(name, "gv100") == 0;
	/* the BARs' instance block (nouveau: 4 KiB, RAMIN PAGE_DIR_BASE) */
	mw(d, BAR_INST + 0x200, PD | 1u << 11 | (volta ? 1u << 10 : 0));
	mw(d, BAR_INST + 0x204, 0);
	return d;
}

SGPU_TEST(pramin_window)
{
	sgpu_device *d = chip("gm20b");
	SGPU_ASSERT(d != NULL);
	sgpu_mmio_wr32(d, 0x001700, 0x400000 >> 16);
	sgpu_mmio_wr32(d, 0x700010, 0x12345678);
	SGPU_ASSERT_EQ(mr(d, 0x400010), 0x12345678u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x700010), 0x12345678u);
	sgpu_mmio_wr32(d, 0x001700, 2u << 24 | 1); /* system memory, 64 KiB */
	sgpu_mmio_wr32(d, 0x700004, 0xcafe);
	uint32_t v = 0;
	sgpu_mem_read(d, SGPU_SPACE_SYSMEM, 0x10004, &v, 4);
	SGPU_ASSERT_EQ(v, 0xcafeu);
	SGPU_ASSERT_EQ(guest_errors, 0u);
	sgpu_device_destroy(d);
}

/* gm20b: BAR1 physical, then through BAR1_BLOCK's page tables; a fault
 * latches the gk104 record of MMU unit 4 (BAR1). No BAR2. */
SGPU_TEST(gm20b_bar1)
{
	sgpu_device *d = chip("gm20b");
	SGPU_ASSERT(d != NULL);
	uint32_t v = 0xa1b2c3d4, r = 0;
	SGPU_ASSERT_EQ(sgpu_bar_write(d, 1, 0x5000, &v, 4), SGPU_OK);
	SGPU_ASSERT_EQ(mr(d, 0x5000), v); /* physical: VRAM */
	map4k(d, false, 0x3000, 0x400000);
	sgpu_mmio_wr32(d, BAR1_BLOCK, 0x80000000u | BAR_INST >> 12);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, BIND_STATUS), 0u);
	v = 0x11223344;
	SGPU_ASSERT_EQ(sgpu_bar_write(d, 1, 0x3004, &v, 4), SGPU_OK);
	SGPU_ASSERT_EQ(mr(d, 0x400004), v);
	SGPU_ASSERT_EQ(sgpu_bar_read(d, 1, 0x3004, &r, 4), SGPU_OK);
	SGPU_ASSERT_EQ(r, v);
	SGPU_ASSERT_EQ(guest_errors, 0u);
	/* an unmapped page: a fault of unit 4, the read gives 0 */
	r = 0xffffffffu;
	SGPU_ASSERT_EQ(sgpu_bar_read(d, 1, 0x7008, &r, 4), SGPU_OK);
	SGPU_ASSERT_EQ(r, 0u);
	SGPU_ASSERT_EQ(guest_errors, 1u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, PFIFO_INTR) >> 28 & 1, 1u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, FAULT_ENGINES), 1u << 4);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x002840), BAR_INST >> 12);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x002844), 0x7008u);
	uint32_t info = sgpu_mmio_rd32(d, 0x00284c);
	SGPU_ASSERT_EQ(info & 0x3f, 2u);      /* PTE */
	SGPU_ASSERT_EQ(info >> 7 & 1, 0u);    /* a read */
	SGPU_ASSERT_EQ(info >> 8 & 0x1f, 7u); /* HOST_CPU */
	sgpu_mmio_wr32(d, FAULT_ENGINES, 1u << 4);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, FAULT_ENGINES), 0u);
	SGPU_ASSERT(sgpu_bar_read(d, 3, 0, &r, 4) != SGPU_OK); /* no BAR2 aperture */
	sgpu_device_destroy(d);
}

/* gv100: BAR2 through VER2 tables; the non-replayable fault buffer in
 * BAR2's address space receives a BAR1 fault (engine 4); the replayable
 * buffer's registers; a buffer address BAR2 does not map drops the fault
 * with NON_REPLAYABLE_ERROR. */
SGPU_TEST(gv100_bar2_and_fault_buffers)
{
	sgpu_device *d = chip("gv100");
	SGPU_ASSERT(d != NULL);
	map4k(d, true, 0x10000, 0x300000); /* the fault buffer (8 entries) */
	map4k(d, true, 0x20000, 0x310000);
	sgpu_mmio_wr32(d, BAR2_BLOCK, 0x80000000u | BAR_INST >> 12);
	sgpu_mmio_wr32(d, BAR1_BLOCK, 0x80000000u | BAR_INST >> 12);
	uint32_t v = 0x5a5a0001, r = 0;
	SGPU_ASSERT_EQ(sgpu_bar_write(d, 3, 0x20010, &v, 4), SGPU_OK);
	SGPU_ASSERT_EQ(mr(d, 0x310010), v);
	SGPU_ASSERT_EQ(sgpu_bar_read(d, 1, 0x20010, &r, 4), SGPU_OK); /* the same space */
	SGPU_ASSERT_EQ(r, v);
	/* buffers as nouveau's gv100_fault_buffer_entries/init set them up */
	for (unsigned i = 0; i < 2; i++) {
		sgpu_mmio_wr32(d, FB_SIZE(i), 0x40000000u);
		SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, FB_SIZE(i)) & 0xfffff, 4097u);
	}
	sgpu_mmio_wr32(d, FB_HI(0), 0);
	sgpu_mmio_wr32(d, FB_LO(0), 0x10000); /* ADDR_MODE VIRTUAL */
	sgpu_mmio_wr32(d, FB_SIZE(0), 0x80000000u | 8);
	sgpu_mmio_wr32(d, FB_LO(1), 0x18000);
	sgpu_mmio_wr32(d, FB_SIZE(1), 0x80000000u | 8);
	sgpu_mmio_wr32(d, NISO_EN_SET, 0xa8000000u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, NISO_INTR), 0u);
	/* a BAR1 write to an unmapped page */
	SGPU_ASSERT_EQ(sgpu_bar_write(d, 1, 0x50004, &v, 4), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, FB_PUT(0)), 1u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, NISO_INTR), 1u << 29);
	SGPU_ASSERT(sgpu_irq_lines(d) & 1u << 9);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, FAULT_STATUS) >> 9 & 1, 1u); /* NON_REPLAYABLE */
	SGPU_ASSERT_EQ(mr(d, 0x300000), BAR_INST);                    /* INST_LO, video */
	SGPU_ASSERT_EQ(mr(d, 0x300008), 0x50000u);                    /* ADDR (page) */
	SGPU_ASSERT_EQ(mr(d, 0x300018) & 0x1ff, 4u);                  /* ENGINE_ID BAR1 */
	uint32_t info = mr(d, 0x30001c);
	SGPU_ASSERT_EQ(info & 0x1f, 2u);                  /* PTE */
	SGPU_ASSERT_EQ(info >> 8 & 0x7f, 7u);             /* HOST_CPU */
	SGPU_ASSERT_EQ(info >> 16 & 0xf, 1u);             /* VIRT_WRITE */
	SGPU_ASSERT_EQ(info >> 31, 1u);                   /* VALID */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, FB_PUT(1)), 0u); /* nothing replayable */
	/* the host takes it */
	sgpu_mmio_wr32(d, FB_GET(0), 1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, NISO_INTR), 0u);
	SGPU_ASSERT_EQ(guest_errors, 1u);
	/* the buffer moved where BAR2 maps nothing: the fault is dropped */
	sgpu_mmio_wr32(d, FB_LO(0), 0x70000);
	SGPU_ASSERT_EQ(sgpu_bar_read(d, 1, 0x60000, &r, 4), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, FB_PUT(0)), 1u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, FAULT_STATUS) >> 11 & 1, 1u); /* NON_REPLAYABLE_ERROR */
	SGPU_ASSERT_EQ(guest_errors, 3u);
	sgpu_device_destroy(d);
}
