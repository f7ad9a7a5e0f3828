/* PMC's interrupt-redirection hook (nv_pmc_redirect_host) driven by GT215
 * PDAEMON's IREDIR: in DAEMON state PMC INTR_HOST no longer reaches the
 * host line (seed 000 "PMC interrupt redirection"); HOST, a cleared
 * HOST_REQ interrupt and the HOST_REQ timeout give it back. */
#include "harness.h"
#include "softgpu/softgpu.h"

#define PMC_INTR_HOST 0x000100
#define PMC_INTR_ENABLE_HOST 0x000140
#define PD 0x10a000u
#define PD_SUBINTR (PD + 0x688)
#define PD_IREDIR_TRIGGER (PD + 0x68c)
#define PD_IREDIR_STATUS (PD + 0x690)
#define PD_IREDIR_TIMEOUT (PD + 0x694)
#define PD_IREDIR_TIMEOUT_ENABLE (PD + 0x6a4)
#define SW_INTR (1u << 31)

static sgpu_device *gt215_with_sw_intr(void)
{
	sgpu_device *d = NULL;
	struct sgpu_device_config cfg = {.vram_size = 1u << 20, .sysmem_size = 1u << 16};
	if (sgpu_device_create("gt215", &cfg, &d) != SGPU_OK)
		return NULL;
	sgpu_mmio_wr32(d, PMC_INTR_ENABLE_HOST, 3);
	sgpu_mmio_wr32(d, PMC_INTR_HOST, SW_INTR); /* the software interrupt */
	return d;
}

SGPU_TEST(iredir_daemon_takes_intr_host_from_the_host)
{
	sgpu_device *d = gt215_with_sw_intr();
	SGPU_ASSERT(d != NULL);
	SGPU_ASSERT(sgpu_irq_level(d));
	sgpu_mmio_wr32(d, PD_IREDIR_TRIGGER, 0x10); /* DAEMON */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, PD_IREDIR_STATUS), 1);
	SGPU_ASSERT(!sgpu_irq_level(d));
	/* still pending in PMC, and PMC's own enables change nothing */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, PMC_INTR_HOST) & SW_INTR, SW_INTR);
	sgpu_mmio_wr32(d, PMC_INTR_ENABLE_HOST, 3);
	SGPU_ASSERT(!sgpu_irq_level(d));
	sgpu_mmio_wr32(d, PD_IREDIR_TRIGGER, 0x1000); /* HOST */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, PD_IREDIR_STATUS), 0);
	SGPU_ASSERT(sgpu_irq_level(d));
	/* an interrupt raised while redirected shows once back in HOST */
	sgpu_mmio_wr32(d, PMC_INTR_HOST, 0);
	sgpu_mmio_wr32(d, PD_IREDIR_TRIGGER, 0x10);
	sgpu_mmio_wr32(d, PMC_INTR_HOST, SW_INTR);
	SGPU_ASSERT(!sgpu_irq_level(d));
	sgpu_mmio_wr32(d, PD_IREDIR_TRIGGER, 0x1000);
	SGPU_ASSERT(sgpu_irq_level(d));
	sgpu_device_destroy(d);
}

SGPU_TEST(iredir_host_req_ack_and_timeout_return_to_host)
{
	sgpu_device *d = gt215_with_sw_intr();
	SGPU_ASSERT(d != NULL);
	/* the host asks for its interrupt back; PDAEMON acks by clearing
	 * SUBINTR bit 6 */
	sgpu_mmio_wr32(d, PD_IREDIR_TRIGGER, 0x10);
	sgpu_mmio_wr32(d, PD_IREDIR_TRIGGER, 0x1); /* HOST_REQ */
	SGPU_ASSERT(!sgpu_irq_level(d));
	sgpu_mmio_wr32(d, PD_SUBINTR, 1u << 6);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, PD_IREDIR_STATUS), 0);
	SGPU_ASSERT(sgpu_irq_level(d));
	/* unacked: the timeout gives it back */
	sgpu_mmio_wr32(d, PD_IREDIR_TIMEOUT, 10);
	sgpu_mmio_wr32(d, PD_IREDIR_TIMEOUT_ENABLE, 1);
	sgpu_mmio_wr32(d, PD_IREDIR_TRIGGER, 0x10);
	sgpu_mmio_wr32(d, PD_IREDIR_TRIGGER, 0x1);
	SGPU_ASSERT(!sgpu_irq_level(d));
	sgpu_run(d, 1000, NULL);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, PD_IREDIR_STATUS), 0);
	SGPU_ASSERT(sgpu_irq_level(d));
	sgpu_device_destroy(d);
}

SGPU_TEST(iredir_state_is_host_after_device_reset)
{
	sgpu_device *d = gt215_with_sw_intr();
	SGPU_ASSERT(d != NULL);
	sgpu_mmio_wr32(d, PD_IREDIR_TRIGGER, 0x10);
	SGPU_ASSERT(!sgpu_irq_level(d));
	SGPU_ASSERT_EQ(sgpu_device_reset(d), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, PD_IREDIR_STATUS), 0);
	sgpu_mmio_wr32(d, PMC_INTR_ENABLE_HOST, 3);
	sgpu_mmio_wr32(d, PMC_INTR_HOST, SW_INTR);
	SGPU_ASSERT(sgpu_irq_level(d));
	sgpu_device_destroy(d);
}
