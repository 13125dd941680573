// A program written against the provider's official Go SDK (megaportgo), run by sdk-contract.integration.test.ts
// against a running Portico: every call of port.go, vxc.go, mcr.go, mve.go, product.go, location.go and ix.go
// that the portal serves, as a customer's program or Terraform would make it. Each call prints one JSON line
// {"call": ..., "ok": ..., "error": ..., "detail": ...}; the test reads them. A call the SDK itself refuses, or an
// answer it cannot decode, is a failed call: only the SDK can say that Portico speaks its language.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strconv"
	"time"

	megaport "github.com/megaport/megaportgo"
)

type line struct {
	Call   string `json:"call"`
	OK     bool   `json:"ok"`
	Error  string `json:"error,omitempty"`
	Detail string `json:"detail,omitempty"`
}

func report(call string, detail string, err error) bool {
	l := line{Call: call, OK: err == nil, Detail: detail}
	if err != nil {
		l.Error = err.Error()
	}
	out, _ := json.Marshal(l)
	fmt.Println(string(out))
	return err == nil
}

// expect turns a wrong answer (the call worked, but what came back is not what was asked for) into a failure.
func expect(ok bool, format string, args ...any) error {
	if ok {
		return nil
	}
	return fmt.Errorf(format, args...)
}

func env(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}

func main() {
	base := env("PORTICO_URL", "http://127.0.0.1:3000")
	locationID, _ := strconv.Atoi(env("PORTICO_LOCATION_ID", "1"))
	ixName := env("PORTICO_IX_NAME", "IX Australia Sydney")
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()

	client, err := megaport.New(nil,
		megaport.WithBaseURL(base),
		megaport.WithTokenURL(base+"/oauth2/token"),
		megaport.WithCredentials(os.Getenv("PORTICO_KEY_ID"), os.Getenv("PORTICO_KEY_SECRET")),
	)
	if !report("New", base, err) {
		return
	}
	auth, err := client.Authorize(ctx)
	if !report("Authorize", "", err) || auth.AccessToken == "" {
		return
	}

	// location.go (the list the portal serves, /v2/locations)
	locations, err := client.LocationService.ListLocations(ctx)
	if err == nil {
		err = expect(slices.ContainsFunc(locations, func(l *megaport.Location) bool { return l.ID == locationID }),
			"location %d is not listed among %d", locationID, len(locations))
	}
	report("ListLocations", fmt.Sprintf("%d locations", len(locations)), err)
	location, err := client.LocationService.GetLocationByID(ctx, locationID)
	if err == nil {
		err = expect(location.ID == locationID && location.Name != "", "got location %+v", location)
	}
	report("GetLocationByID", fmt.Sprint(locationID), err)

	// port.go
	buyPort := func(name string) string {
		order := &megaport.BuyPortRequest{Name: name, Term: 12, PortSpeed: 10000, LocationId: locationID,
			MarketPlaceVisibility: false, DiversityZone: "red", CostCentre: "sdk"}
		report("ValidatePortOrder", name, client.PortService.ValidatePortOrder(ctx, order))
		bought, err := client.PortService.BuyPort(ctx, order)
		if err == nil {
			err = expect(len(bought.TechnicalServiceUIDs) == 1, "got %v", bought.TechnicalServiceUIDs)
		}
		if !report("BuyPort", name, err) {
			return ""
		}
		return bought.TechnicalServiceUIDs[0]
	}
	portA, portB, portC := buyPort("SDK Port A"), buyPort("SDK Port B"), buyPort("SDK Port C")
	if portA == "" || portB == "" || portC == "" {
		return
	}
	for _, uid := range []string{portA, portB, portC} {
		waitLive(ctx, client, uid)
	}
	port, err := client.PortService.GetPort(ctx, portA)
	if err == nil {
		err = expect(port.UID == portA && port.Name == "SDK Port A" && port.PortSpeed == 10000, "got %+v", port)
	}
	report("GetPort", portA, err)
	ports, err := client.PortService.ListPorts(ctx)
	if err == nil {
		err = expect(slices.ContainsFunc(ports, func(p *megaport.Port) bool { return p.UID == portB }), "port B not listed")
	}
	report("ListPorts", fmt.Sprintf("%d ports", len(ports)), err)
	visible := true
	modified, err := client.PortService.ModifyPort(ctx, &megaport.ModifyPortRequest{PortID: portA,
		Name: "SDK Port A renamed", CostCentre: "sdk-2", MarketplaceVisibility: &visible})
	if err == nil {
		port, err = client.PortService.GetPort(ctx, portA)
	}
	if err == nil {
		err = expect(modified.IsUpdated && port.Name == "SDK Port A renamed" && port.CostCentre == "sdk-2" &&
			port.MarketplaceVisibility, "got %+v", port)
	}
	report("ModifyPort", portA, err)
	_, err = client.PortService.LockPort(ctx, portA)
	if err == nil {
		port, err = client.PortService.GetPort(ctx, portA)
	}
	if err == nil {
		err = expect(port.Locked, "not locked")
	}
	report("LockPort", portA, err)
	_, err = client.PortService.UnlockPort(ctx, portA)
	if err == nil {
		port, err = client.PortService.GetPort(ctx, portA)
	}
	if err == nil {
		err = expect(!port.Locked, "still locked")
	}
	report("UnlockPort", portA, err)
	free, err := client.PortService.CheckPortVLANAvailability(ctx, portA, 100)
	if err == nil {
		err = expect(free, "VLAN 100 of a new Port is not free")
	}
	report("CheckPortVLANAvailability", "free", err)

	// vxc.go
	vxcOrder := &megaport.BuyVXCRequest{PortUID: portA, VXCName: "SDK VXC", RateLimit: 100, Term: 12,
		CostCentre: "sdk", AEndConfiguration: megaport.VXCOrderEndpointConfiguration{VLAN: 100},
		BEndConfiguration: megaport.VXCOrderEndpointConfiguration{ProductUID: portB, VLAN: 200}}
	report("ValidateVXCOrder", "", client.VXCService.ValidateVXCOrder(ctx, vxcOrder))
	boughtVXC, err := client.VXCService.BuyVXC(ctx, vxcOrder)
	vxcUID := ""
	if err == nil {
		vxcUID = boughtVXC.TechnicalServiceUID
		err = expect(vxcUID != "", "no uid")
	}
	if report("BuyVXC", vxcUID, err) {
		waitLive(ctx, client, vxcUID)
		vxc, err := client.VXCService.GetVXC(ctx, vxcUID)
		if err == nil {
			err = expect(vxc.Name == "SDK VXC" && vxc.RateLimit == 100 && vxc.AEndConfiguration.VLAN == 100 &&
				vxc.BEndConfiguration.UID == portB, "got %+v", vxc)
		}
		report("GetVXC", vxcUID, err)
		taken, err := client.PortService.CheckPortVLANAvailability(ctx, portA, 100)
		if err == nil {
			err = expect(!taken, "VLAN 100 held by the VXC is said to be free")
		}
		report("CheckPortVLANAvailability", "taken", err)
		name, speed := "SDK VXC renamed", 200
		_, err = client.VXCService.UpdateVXC(ctx, vxcUID, &megaport.UpdateVXCRequest{Name: &name, RateLimit: &speed})
		if err == nil {
			vxc, err = client.VXCService.GetVXC(ctx, vxcUID)
		}
		if err == nil {
			err = expect(vxc.Name == name, "got name %q", vxc.Name)
		}
		report("UpdateVXC", vxcUID, err)
		vxcs, err := client.VXCService.ListVXCs(ctx, &megaport.ListVXCsRequest{AEndProductUID: portA})
		if err == nil {
			err = expect(len(vxcs) == 1 && vxcs[0].UID == vxcUID, "got %d VXCs", len(vxcs))
		}
		report("ListVXCs", "", err)
	}

	// A Port with a VXC on it is not deleted safely; without safe delete it ends with the VXC.
	_, err = client.PortService.DeletePort(ctx, &megaport.DeletePortRequest{PortID: portA, DeleteNow: true, SafeDelete: true})
	report("DeletePort now, safe, refused while a VXC runs on it", "", expect(err != nil, "a Port with a VXC was deleted safely"))
	if vxcUID != "" {
		report("DeleteVXC", vxcUID, client.VXCService.DeleteVXC(ctx, vxcUID, &megaport.DeleteVXCRequest{DeleteNow: false}))
		report("RestoreProduct", vxcUID, restored(ctx, client, vxcUID))
		err = client.VXCService.DeleteVXC(ctx, vxcUID, &megaport.DeleteVXCRequest{DeleteNow: true})
		if err == nil {
			err = statusIs(ctx, client, vxcUID, "CANCELLED", "DECOMMISSIONED")
		}
		report("DeleteVXC now", vxcUID, err)
	}

	// mcr.go
	mcrOrder := &megaport.BuyMCRRequest{LocationID: locationID, Name: "SDK MCR", Term: 12, PortSpeed: 1000,
		MCRAsn: 64512, DiversityZone: "blue", CostCentre: "sdk"}
	report("ValidateMCROrder", "", client.MCRService.ValidateMCROrder(ctx, mcrOrder))
	boughtMCR, err := client.MCRService.BuyMCR(ctx, mcrOrder)
	if err == nil {
		err = expect(boughtMCR.TechnicalServiceUID != "", "no uid")
	}
	if report("BuyMCR", "", err) {
		mcrUID := boughtMCR.TechnicalServiceUID
		waitLive(ctx, client, mcrUID)
		mcr, err := client.MCRService.GetMCR(ctx, mcrUID)
		if err == nil {
			err = expect(mcr.Name == "SDK MCR" && mcr.PortSpeed == 1000, "got %+v", mcr)
		}
		report("GetMCR", mcrUID, err)
		mcrs, err := client.MCRService.ListMCRs(ctx, &megaport.ListMCRsRequest{})
		if err == nil {
			err = expect(slices.ContainsFunc(mcrs, func(m *megaport.MCR) bool { return m.UID == mcrUID }), "MCR not listed")
		}
		report("ListMCRs", "", err)
		_, err = client.MCRService.ModifyMCR(ctx, &megaport.ModifyMCRRequest{MCRID: mcrUID, Name: "SDK MCR renamed", CostCentre: "sdk-2"})
		if err == nil {
			mcr, err = client.MCRService.GetMCR(ctx, mcrUID)
		}
		if err == nil {
			err = expect(mcr.Name == "SDK MCR renamed", "got name %q", mcr.Name)
		}
		report("ModifyMCR", mcrUID, err)
		// the SDK itself allows an MCR only to be deleted now
		_, err = client.MCRService.DeleteMCR(ctx, &megaport.DeleteMCRRequest{MCRID: mcrUID, DeleteNow: false})
		err = refusedBySDK(ctx, client, mcrUID, err)
		report("DeleteMCR at the end of the term, refused by the SDK", mcrUID, err)
		_, err = client.MCRService.DeleteMCR(ctx, &megaport.DeleteMCRRequest{MCRID: mcrUID, DeleteNow: true, SafeDelete: true})
		if err == nil {
			err = statusIs(ctx, client, mcrUID, "CANCELLED")
		}
		report("DeleteMCR now, safe", mcrUID, err)
		_, err = client.MCRService.RestoreMCR(ctx, mcrUID)
		if err == nil {
			err = statusIs(ctx, client, mcrUID, "LIVE", "CONFIGURED")
		}
		report("RestoreMCR", mcrUID, err)
	}

	// mve.go
	images, err := client.MVEService.ListMVEImages(ctx)
	if err == nil {
		err = expect(len(images) > 0, "no images")
	}
	report("ListMVEImages", fmt.Sprintf("%d images", len(images)), err)
	sizes, err := client.MVEService.ListAvailableMVESizes(ctx)
	if err == nil {
		err = expect(len(sizes) > 0, "no sizes")
	}
	report("ListAvailableMVESizes", fmt.Sprintf("%d sizes", len(sizes)), err)
	imageID := 0
	for _, image := range images {
		if image.Vendor == "Fortinet" {
			imageID = image.ID
			break
		}
	}
	mveOrder := &megaport.BuyMVERequest{LocationID: locationID, Name: "SDK MVE", Term: 12,
		VendorConfig: &megaport.FortinetConfig{Vendor: "Fortinet", ImageID: imageID, ProductSize: "SMALL",
			AdminSSHPublicKey: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGsdk"},
		Vnics: []megaport.MVENetworkInterface{{Description: "Data Plane"}}, CostCentre: "sdk"}
	report("ValidateMVEOrder", fmt.Sprint(imageID), client.MVEService.ValidateMVEOrder(ctx, mveOrder))
	boughtMVE, err := client.MVEService.BuyMVE(ctx, mveOrder)
	if err == nil {
		err = expect(boughtMVE.TechnicalServiceUID != "", "no uid")
	}
	if report("BuyMVE", "", err) {
		mveUID := boughtMVE.TechnicalServiceUID
		waitLive(ctx, client, mveUID)
		mve, err := client.MVEService.GetMVE(ctx, mveUID)
		if err == nil {
			err = expect(mve.Name == "SDK MVE" && mve.Size == "SMALL", "got %+v", mve)
		}
		report("GetMVE", mveUID, err)
		mves, err := client.MVEService.ListMVEs(ctx, &megaport.ListMVEsRequest{})
		if err == nil {
			err = expect(slices.ContainsFunc(mves, func(m *megaport.MVE) bool { return m.UID == mveUID }), "MVE not listed")
		}
		report("ListMVEs", "", err)
		_, err = client.MVEService.ModifyMVE(ctx, &megaport.ModifyMVERequest{MVEID: mveUID, Name: "SDK MVE renamed", CostCentre: "sdk-2"})
		if err == nil {
			mve, err = client.MVEService.GetMVE(ctx, mveUID)
		}
		if err == nil {
			err = expect(mve.Name == "SDK MVE renamed", "got name %q", mve.Name)
		}
		report("ModifyMVE", mveUID, err)
		_, err = client.MVEService.DeleteMVE(ctx, &megaport.DeleteMVERequest{MVEID: mveUID, SafeDelete: true})
		if err == nil {
			err = statusIs(ctx, client, mveUID, "CANCELLED", "DECOMMISSIONED")
		}
		report("DeleteMVE", mveUID, err)
	}

	// ix.go, on Port B
	ixOrder := &megaport.BuyIXRequest{ProductUID: portB, Name: "SDK IX", NetworkServiceType: ixName, ASN: 64513,
		MACAddress: "00:11:22:33:44:55", RateLimit: 1000, VLAN: 300}
	report("ValidateIXOrder", "", client.IXService.ValidateIXOrder(ctx, ixOrder))
	boughtIX, err := client.IXService.BuyIX(ctx, ixOrder)
	if err == nil {
		err = expect(boughtIX.TechnicalServiceUID != "", "no uid")
	}
	if report("BuyIX", "", err) {
		ixUID := boughtIX.TechnicalServiceUID
		waitLive(ctx, client, ixUID)
		ix, err := client.IXService.GetIX(ctx, ixUID)
		if err == nil {
			err = expect(ix.ProductName == "SDK IX" && ix.RateLimit == 1000 && ix.VLAN == 300, "got %+v", ix)
		}
		report("GetIX", ixUID, err)
		name, speed := "SDK IX renamed", 500
		_, err = client.IXService.UpdateIX(ctx, ixUID, &megaport.UpdateIXRequest{Name: &name, RateLimit: &speed})
		if err == nil {
			ix, err = client.IXService.GetIX(ctx, ixUID)
		}
		if err == nil {
			err = expect(ix.ProductName == name, "got name %q", ix.ProductName)
		}
		report("UpdateIX", ixUID, err)
		ixs, err := client.IXService.ListIXs(ctx, &megaport.ListIXsRequest{})
		if err == nil {
			err = expect(slices.ContainsFunc(ixs, func(i *megaport.IX) bool { return i.ProductUID == ixUID }), "IX not listed")
		}
		report("ListIXs", "", err)
		err = client.IXService.DeleteIX(ctx, ixUID, &megaport.DeleteIXRequest{DeleteNow: true})
		if err == nil {
			err = statusIs(ctx, client, ixUID, "CANCELLED", "DECOMMISSIONED")
		}
		report("DeleteIX", ixUID, err)
	}

	// product.go
	products, err := client.ProductService.ListProducts(ctx)
	if err == nil {
		err = expect(len(products) >= 3, "got %d products", len(products))
	}
	report("ListProducts", fmt.Sprintf("%d products", len(products)), err)
	kind, err := client.ProductService.GetProductType(ctx, portC)
	if err == nil {
		err = expect(kind == "MEGAPORT" || kind == "PORT", "got type %q", kind)
	}
	report("GetProductType", kind, err)
	_, err = client.ProductService.ModifyProduct(ctx, &megaport.ModifyProductRequest{ProductID: portC,
		ProductType: megaport.PRODUCT_MEGAPORT, Name: "SDK Port C renamed", CostCentre: "sdk-3"})
	if err == nil {
		port, err = client.PortService.GetPort(ctx, portC)
	}
	if err == nil {
		err = expect(port.Name == "SDK Port C renamed", "got name %q", port.Name)
	}
	report("ModifyProduct", portC, err)
	_, err = client.ProductService.ManageProductLock(ctx, &megaport.ManageProductLockRequest{ProductID: portC, ShouldLock: true})
	if err == nil {
		port, err = client.PortService.GetPort(ctx, portC)
	}
	if err == nil {
		err = expect(port.Locked, "not locked")
	}
	report("ManageProductLock lock", portC, err)
	_, err = client.ProductService.ManageProductLock(ctx, &megaport.ManageProductLockRequest{ProductID: portC, ShouldLock: false})
	if err == nil {
		port, err = client.PortService.GetPort(ctx, portC)
	}
	if err == nil {
		err = expect(!port.Locked, "still locked")
	}
	report("ManageProductLock unlock", portC, err)
	_, err = client.ProductService.DeleteProduct(ctx, &megaport.DeleteProductRequest{ProductID: portC, DeleteNow: false})
	if err == nil {
		err = statusIs(ctx, client, portC, "CANCELLED")
	}
	report("DeleteProduct at the end of the term", portC, err)
	report("RestoreProduct", portC, restored(ctx, client, portC))

	// DeletePort: the SDK itself allows a Port only to be deleted now (a Port ends at the end of its term through
	// DeleteProduct, as above); a Port cancelled is restored by RestorePort; then now, with and without safe delete.
	_, err = client.PortService.DeletePort(ctx, &megaport.DeletePortRequest{PortID: portC, DeleteNow: false})
	report("DeletePort at the end of the term, refused by the SDK", portC, refusedBySDK(ctx, client, portC, err))
	_, err = client.ProductService.DeleteProduct(ctx, &megaport.DeleteProductRequest{ProductID: portC, DeleteNow: false, SafeDelete: true})
	if err == nil {
		err = statusIs(ctx, client, portC, "CANCELLED")
	}
	report("DeleteProduct at the end of the term, safe", portC, err)
	_, err = client.PortService.RestorePort(ctx, portC)
	if err == nil {
		err = statusIs(ctx, client, portC, "LIVE", "CONFIGURED")
	}
	report("RestorePort", portC, err)
	_, err = client.PortService.DeletePort(ctx, &megaport.DeletePortRequest{PortID: portC, DeleteNow: true, SafeDelete: true})
	if err == nil {
		err = statusIs(ctx, client, portC, "CANCELLED", "DECOMMISSIONED")
	}
	report("DeletePort now, safe", portC, err)
	_, err = client.PortService.DeletePort(ctx, &megaport.DeletePortRequest{PortID: portB, DeleteNow: true})
	if err == nil {
		err = statusIs(ctx, client, portB, "CANCELLED", "DECOMMISSIONED")
	}
	report("DeletePort now", portB, err)
	report("done", "", nil)
}

// waitLive waits (up to 30 s) for a new service to be provisioned, as a program would before using it.
func waitLive(ctx context.Context, client *megaport.Client, uid string) {
	for i := 0; i < 60; i++ {
		if statusIs(ctx, client, uid, "LIVE", "CONFIGURED") == nil {
			return
		}
		time.Sleep(500 * time.Millisecond)
	}
}

// statusIs reads the product's state through the SDK's generic product read and checks it.
func statusIs(ctx context.Context, client *megaport.Client, uid string, states ...string) error {
	port, err := client.PortService.GetPort(ctx, uid)
	if err != nil {
		return err
	}
	return expect(slices.Contains(states, port.ProvisioningStatus), "%s is %s, not %v", uid, port.ProvisioningStatus, states)
}

// refusedBySDK: the SDK refused the call before sending it, and the service is as it was.
func refusedBySDK(ctx context.Context, client *megaport.Client, uid string, err error) error {
	if err == nil {
		return fmt.Errorf("the SDK sent a call it refuses")
	}
	return statusIs(ctx, client, uid, "LIVE", "CONFIGURED")
}

func restored(ctx context.Context, client *megaport.Client, uid string) error {
	if _, err := client.ProductService.RestoreProduct(ctx, uid); err != nil {
		return err
	}
	return statusIs(ctx, client, uid, "LIVE", "CONFIGURED")
}
