/* NV1 PFIFO registers and the USER pusher against hwtest/pfifo.cc as it
 * was before envytools 7cebf6e0 (from which on it checks NV1 against
 * NV3's register list, `card_type > 3` for `< 3`): register masks
 * (PFifoScanTest), the FREE count (PFifoFreeTest) and RAMRO entries of
 * narrow writes (PFifoUserWriteTest). docs/hw/nv1-pfifo.md. */
#include "harness.h"
#include "softgpu/softgpu.h"

static void silent(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	(void)user;
	(void)level;
	(void)cat;
	(void)msg;
}

static sgpu_device *nv1(void)
{
	sgpu_device *d = NULL;
	sgpu_device_create("nv1", NULL, &d);
	if (d)
		sgpu_set_log_callback(d, silent, NULL);
	return d;
}

#define CACHE0_PULL_CTRL 0x3040
#define CACHE1_PUSH_ACCESS 0x3200
#define CACHE1_CHID 0x3210
#define CACHE1_PULL_CTRL 0x3240
#define CACHE1_PULL_STATE 0x3250
#define CACHE1_CTX(i) (0x3280 + 0x10 * (i))
#define PFIFO_INTR 0x2100
#define PFIFO_CONFIG 0x2200
#define RUNOUT_PUT 0x2410
#define PRAMRO 0x650000

/* Issue 12 item 6: PULL_EN (PULL_CTRL) keeps bit 0 only (PFifoScanTest:
 * all ones reads back 1). */
SGPU_TEST(pull_ctrl_only_access_is_writable)
{
	sgpu_device *d = nv1();
	SGPU_ASSERT(d);
	sgpu_mmio_wr32(d, CACHE0_PULL_CTRL, 0xffffffff);
	sgpu_mmio_wr32(d, CACHE1_PULL_CTRL, 0xffffffff);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, CACHE0_PULL_CTRL), 1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, CACHE1_PULL_CTRL), 1);
	sgpu_mmio_wr32(d, CACHE1_PULL_CTRL, 0x110);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, CACHE1_PULL_CTRL), 0);
	sgpu_device_destroy(d);
}

/* Issue 12 item 7: CONFIG's free count lie (pfifo_cache1_free): the
 * current subchannel's object with CTX bit 24 sees 0xfc, 0x1fc, 0x3fc
 * free bytes for CONFIG 1, 2, 3. */
SGPU_TEST(free_count_lie)
{
	sgpu_device *d = nv1();
	SGPU_ASSERT(d);
	sgpu_mmio_wr32(d, CACHE1_PUSH_ACCESS, 1);
	sgpu_mmio_wr32(d, CACHE1_CHID, 0x73);
	sgpu_mmio_wr32(d, CACHE1_PULL_STATE, 6);
	sgpu_mmio_wr32(d, CACHE1_CTX(6), 0x01000000);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0xf3c010), 0x7c); /* CONFIG 0: the truth */
	static const uint32_t lie[4] = {0x7c, 0xfc, 0x1fc, 0x3fc};
	for (uint32_t c = 1; c < 4; c++) {
		sgpu_mmio_wr32(d, PFIFO_CONFIG, c);
		SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0xf3c010), lie[c]);
	}
	/* another subchannel current, or its object without bit 24: the truth */
	sgpu_mmio_wr32(d, CACHE1_PULL_STATE, 5);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0xf3c010), 0x7c);
	/* another channel: 0x7c whatever the lie */
	sgpu_mmio_wr32(d, CACHE1_PULL_STATE, 6);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0xf2c010), 0x7c);
	sgpu_device_destroy(d);
}

/* Issue 12 item 8: a narrow write runs out with its data in its byte
 * lanes and the address of its first byte (PFifoUserWriteTest passes
 * `val << (addr & 3) * 8` with the byte enables). */
SGPU_TEST(ramro_narrow_write_byte_lanes)
{
	sgpu_device *d = nv1();
	SGPU_ASSERT(d);
	SGPU_ASSERT_EQ(sgpu_mmio_write(d, 0xa16016, 1, 0x0c), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, PFIFO_INTR), 0x10);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, RUNOUT_PUT), 8);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, PRAMRO + 0), 0x00216016); /* reason 0 */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, PRAMRO + 4), 0x000c0000);
	/* a 16-bit write to the upper half of the FREE row: reserved (5) */
	SGPU_ASSERT_EQ(sgpu_mmio_write(d, 0xa16012, 2, 0xbeef), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, PRAMRO + 8), 0x50216012);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, PRAMRO + 12), 0xbeef0000);
	/* a byte of the FREE row: invalid (0), one entry */
	SGPU_ASSERT_EQ(sgpu_mmio_write(d, 0xa16011, 1, 0x80), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, PRAMRO + 16), 0x00216011);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, PRAMRO + 20), 0x00008000);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, RUNOUT_PUT), 24);
	sgpu_device_destroy(d);
}
