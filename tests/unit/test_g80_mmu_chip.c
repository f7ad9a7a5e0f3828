/* The VM and PTIMER units inside the g80 and g84 chips: the PFB context
 * found by name, faults latched where nouveau reads them, PTIMER time as
 * other units see it and the alarm ending a run. Each test passes without
 * checking anything when the chip table has no such chip. */
#include "harness.h"
#include "nv/mmu/vm.h"
#include "nv/nv.h"
#include "softgpu/softgpu.h"

static sgpu_device *chip(const char *name)
{
	sgpu_device *dev = NULL;
	if (!sgpu_chip_find(name) || sgpu_device_create(name, NULL, &dev) != SGPU_OK)
		return NULL;
	return dev;
}

static void vm_in_chip(const char *name, const struct g80_vm_gen *gen)
{
	sgpu_device *dev = chip(name);
	if (!dev)
		return;
	struct g80_vm *vm = g80_vm_get((struct sgpu_device *)dev);
	SGPU_ASSERT(vm != NULL);
	SGPU_ASSERT(vm->gen == gen);
	SGPU_ASSERT(vm->limit_inclusive);
	/* A semaphore write through the NULL selector of a VRAM channel. */
	struct g80_vm_access acc = G80_VM_ACCESS_SEMAPHORE_WRITE;
	struct g80_vm_fault f;
	SGPU_ASSERT(!g80_vm_dma_wr32(vm, G80_CHAN_DESC(0x20000, G80_TARGET_VRAM), 0, 0x40, 1, &acc,
	                             &f));
	SGPU_ASSERT_EQ(f.reason, G80_VM_FAULT_NULL_DMAOBJ);
	uint32_t st = sgpu_mmio_rd32(dev, 0x100c90);
	SGPU_ASSERT_EQ(st >> 31, 1);
	sgpu_mmio_wr32(dev, 0x100c90, 0);
	uint32_t w0 = sgpu_mmio_rd32(dev, 0x100c94);
	SGPU_ASSERT_EQ(w0 & 0xf, G80_VM_ENGINE_PFIFO);
	SGPU_ASSERT_EQ(w0 >> 4 & 0xf, G80_VM_FAULT_NULL_DMAOBJ);
	sgpu_mmio_wr32(dev, 0x100c90, 1u << 24);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x100c94), 0x20); /* descriptor low half */
	sgpu_mmio_wr32(dev, 0x100c90, 0x80000000u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x100c90) >> 31, 0);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x10020c),
	               (uint32_t)sgpu_mem_size(dev, SGPU_SPACE_VRAM));
	/* A device reset (PMC or the API) clears the trap. */
	SGPU_ASSERT(!g80_vm_dma_wr32(vm, G80_CHAN_DESC(0x20000, G80_TARGET_VRAM), 0, 0x40, 1, &acc,
	                             &f));
	SGPU_ASSERT(sgpu_device_reset(dev) == SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x100c90) >> 31, 0);
	sgpu_device_destroy(dev);
}

SGPU_TEST(g80_chip_vm)
{
	vm_in_chip("g80", &g80_vm_gen_g80);
}

SGPU_TEST(g84_chip_vm)
{
	vm_in_chip("g84", &g84_vm_gen_g84);
}

SGPU_TEST(g80_chip_ptimer_alarm_ends_a_run)
{
	sgpu_device *dev = chip("g80");
	if (!dev)
		return;
	SGPU_ASSERT_EQ(nv_ptimer_now((struct sgpu_device *)dev, 0), 0);
	sgpu_mmio_wr32(dev, 0x009420, 40000); /* ALARM */
	sgpu_mmio_wr32(dev, 0x009140, 1);     /* INTR_EN */
	struct sgpu_run_result r;
	SGPU_ASSERT(sgpu_run(dev, 1000000, &r) == SGPU_OK);
	/* 40000 ns is exactly 1250 ticks of 31.25 MHz; nothing else runs. */
	SGPU_ASSERT_EQ(r.stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(r.steps, 40000);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x009100), 1);
	SGPU_ASSERT_EQ(sgpu_irq_lines(dev) >> 20 & 1, 1);
	SGPU_ASSERT_EQ(nv_ptimer_now((struct sgpu_device *)dev, 0), 40000);
	/* Units stamping inside a step see the steps they spent. */
	SGPU_ASSERT_EQ(nv_ptimer_now((struct sgpu_device *)dev, 4000), 44000);
	SGPU_ASSERT_EQ(nv_ptimer_now((struct sgpu_device *)dev, 0), 44000); /* never backwards */
	sgpu_mmio_wr32(dev, 0x009100, 1);
	SGPU_ASSERT_EQ(sgpu_irq_lines(dev) >> 20 & 1, 0);
	sgpu_device_destroy(dev);
}
