// PCOPY test firmware: enable the FIFO interface, take channel switches,
// log every method (FIFO_CMD, FIFO_DATA) to D[] and SCRATCH0/1, count in
// SCRATCH2, and exit on method 0x200.
	mov $r1 3
	mov $r2 0x1200
	iowr I[$r2] $r1
	mov $r7 0
loop:
	mov $r2 0x200
	iord $r3 I[$r2]
	xbit $r4 $r3 3
	bra z #nochsw
	mov $r1 8
	mov $r2 0x100
	iowr I[$r2] $r1
	mov $r1 2
	mov $r2 0x1600
	iowr I[$r2] $r1
nochsw:
	mov $r2 0x1c00
	iord $r3 I[$r2]
	cmpu b32 $r3 0
	bra e #loop
	mov $r2 0x1a00
	iord $r4 I[$r2]
	mov $r2 0x1900
	iord $r5 I[$r2]
	st b32 D[$r7] $r4
	st b32 D[$r7+4] $r5
	add b32 $r7 $r7 8
	mov $r2 0x1000
	iowr I[$r2] $r4
	iowr I[$r2+0x100] $r5
	add b32 $r6 $r6 1
	mov $r2 0x2000
	iowr I[$r2] $r6
	mov $r2 0x1d00
	mov $r1 1
	iowr I[$r2] $r1
	extr $r4 $r4 0:10
	cmpu b32 $r4 0x80
	bra ne #loop
	exit
